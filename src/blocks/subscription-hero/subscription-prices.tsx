// The subscription hero's browser part: its price per bottle category. With more than one
// category it is a radio group (the selection reported as `subscriptionHero`); with one,
// just the price.
import { useState } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { formatDollars } from '../kit/pieces/club-catalogue.ts';

export type SubscriptionPricesProps = {
  /** DOM id prefix, unique on the page. */
  id: string;
  subscriptionType: string;
  prices: { category: string; price: number }[];
  initialCategory: string;
};

export function SubscriptionPrices(props: SubscriptionPricesProps) {
  const [category, setCategory] = useState(props.initialCategory);
  const selected = props.prices.find((p) => p.category === category) ?? props.prices[0];
  if (!selected) return null;

  const price = (
    <p className="subscription-hero__price" aria-live="polite">
      {props.prices.length === 1 ? <span className="subscription-hero__category">{selected.category}</span> : null}
      <span className="subscription-hero__amount" data-price={selected.price}>
        {formatDollars(selected.price)}
      </span>
      <span className="subscription-hero__price-label">per shipment</span>
    </p>
  );
  if (props.prices.length === 1) return price;

  function select(next: string) {
    setCategory(next);
    const entry = props.prices.find((p) => p.category === next);
    pushDataLayer('subscriptionHero', { subscriptionType: props.subscriptionType, category: next, price: entry?.price });
  }

  return (
    <>
      <fieldset className="club-hero__group">
        <legend className="club-hero__legend">Select your quantity</legend>
        <div className="club-hero__options">
          {props.prices.map((option) => (
            <label key={option.category} className="club-hero__option">
              <input type="radio" name={`${props.id}-category`} value={option.category} checked={option.category === selected.category} onChange={() => select(option.category)} />
              <span>{option.category}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {price}
    </>
  );
}
