// The product page's sticky add-to-cart bar: it appears once the hero has been scrolled past,
// with the title, the price and a small add button. Not the sticky sub-navigation
// (kit/sticky-nav-bar/), which carries links and sticks where it is placed. The bar is the
// server's markup; its add button is the add-to-cart island, which hydrates on first use like
// the hero's, and a small island (StickyBarWatcher) shows the bar past the hero: the page
// fetches no cart code until a visitor reaches for a button.
import type { AddToCartProps } from '../../catalogue/add-to-cart/add-to-cart.tsx';
import { AddToCartIsland } from '../../catalogue/purchase/purchase-control.tsx';
import { usePageData } from '../../page-data/index.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { stickyBarId } from './sticky-bar-watcher.tsx';

export type StickyAddToCartBarProps = {
  heroId: string;
  title: string;
  priceText: string | null;
  priceLabel: string | null;
  purchase: AddToCartProps | null;
  allocation: boolean;
};

export function StickyAddToCartBar({ heroId, title, priceText, priceLabel, purchase, allocation }: StickyAddToCartBarProps) {
  // Without a customer or a cart the add button's markup follows from its props alone.
  const Island = usePageData().anonymous ? AddToCartIsland.Anonymous : AddToCartIsland;
  return (
    <div id={stickyBarId(heroId)} className="sticky-bar" data-visible="false" hidden aria-label={`${title}: quick add`} role="region">
      <div className="sticky-bar__inner">
        <p className="sticky-bar__title">{title}</p>
        {priceText ? (
          <p className="sticky-bar__price">
            {priceText}
            {priceLabel ? <span className="sticky-bar__price-label"> {priceLabel}</span> : null}
          </p>
        ) : null}
        {purchase ? (
          <Island {...purchase} />
        ) : allocation ? (
          <a className={buttonClassName('gold', false, 'sm')} href={`#${heroId}`}>
            Members Exclusive
          </a>
        ) : null}
      </div>
    </div>
  );
}
