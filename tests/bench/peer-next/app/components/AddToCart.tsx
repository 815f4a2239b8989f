'use client';

import { useState } from 'react';

export function AddToCart({ id, sku, title, max, size = 'md' }: { id: string; sku: string; title: string; max: number; size?: 'sm' | 'md' }) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={`add-to-cart add-to-cart--${size}`}
      noValidate
      aria-label={`Add ${title} to cart`}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await fetch('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sku, quantity }) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="add-to-cart__row">
        <div className={`qty qty--${size}`} role="group" aria-label={`Quantity of ${title}`}>
          <button type="button" className="qty__step" aria-label={`Decrease quantity of ${title}`} disabled={quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={`${id}-quantity`}
            className="qty__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            aria-label={`Quantity of ${title}`}
            value={quantity}
            onChange={(event) => setQuantity(Math.min(max, Math.max(1, Number(event.target.value) || 1)))}
          />
          <button type="button" className="qty__step" aria-label={`Increase quantity of ${title}`} disabled={quantity >= max} onClick={() => setQuantity(quantity + 1)}>
            <span aria-hidden="true">+</span>
          </button>
          <span className="visually-hidden" aria-live="polite" />
        </div>
        <button type="submit" className={`btn btn--red${size === 'sm' ? ' btn--sm' : ''}`} aria-busy={busy}>
          Add To Cart
        </button>
      </div>
    </form>
  );
}
