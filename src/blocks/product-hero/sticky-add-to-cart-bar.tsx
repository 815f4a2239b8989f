// The product page's sticky add-to-cart bar (an island): it appears once the hero has been
// scrolled past, with the title, the price and a small add button. Not the sticky
// sub-navigation (kit/sticky-nav-bar/), which carries links and sticks where it is placed.
import { useEffect, useState } from 'react';
import { AddToCart, type AddToCartProps } from '../../catalogue/add-to-cart/add-to-cart.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export type StickyAddToCartBarProps = {
  heroId: string;
  title: string;
  priceText: string | null;
  priceLabel: string | null;
  purchase: AddToCartProps | null;
  allocation: boolean;
};

export function StickyAddToCartBar({ heroId, title, priceText, priceLabel, purchase, allocation }: StickyAddToCartBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const hero = document.getElementById(heroId);
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      // Past the hero = it has left the viewport through the top.
      setVisible(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [heroId]);

  return (
    <div className={`sticky-bar${visible ? ' sticky-bar--visible' : ''}`} data-visible={visible ? 'true' : 'false'} hidden={!visible} aria-label={`${title}: quick add`} role="region">
      <div className="sticky-bar__inner">
        <p className="sticky-bar__title">{title}</p>
        {priceText ? (
          <p className="sticky-bar__price">
            {priceText}
            {priceLabel ? <span className="sticky-bar__price-label"> {priceLabel}</span> : null}
          </p>
        ) : null}
        {purchase ? (
          <AddToCart {...purchase} />
        ) : allocation ? (
          <a className={buttonClassName('gold', false, 'sm')} href={`#${heroId}`}>
            Members Exclusive
          </a>
        ) : null}
      </div>
    </div>
  );
}
