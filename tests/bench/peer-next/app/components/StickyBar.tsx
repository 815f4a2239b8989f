'use client';

import { useEffect, useState } from 'react';
import { AddToCart } from './AddToCart';

// The quick-add bar that shows once the product's own purchase box has scrolled away.
export function StickyBar({ heroId, title, price, sku, max }: { heroId: string; title: string; price: string; sku: string; max: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const hero = document.getElementById(heroId);
    if (!hero) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry?.isIntersecting));
    observer.observe(hero);
    return () => observer.disconnect();
  }, [heroId]);
  return (
    <div className="sticky-bar" data-visible={visible} hidden={!visible} aria-label={`${title}: quick add`} role="region">
      <div className="sticky-bar__inner">
        <p className="sticky-bar__title">{title}</p>
        <p className="sticky-bar__price">{price}</p>
        <AddToCart id={`${heroId}-sticky`} sku={sku} title={title} max={max} size="sm" />
      </div>
    </div>
  );
}
