// The quantity selector of storefront spec 5: whole numbers from the minimum to the
// limit, typed values clamped, "e" and "-" blocked, increment disabled at the limit or
// when the cart already holds enough, and a screen-reader announcement cleared after 2 s.
import { useEffect, useState } from 'react';
import { canDecrement, canIncrement, clampQuantity, isBlockedQuantityKey, QUANTITY_ANNOUNCEMENT_CLEAR_MS } from './quantity-rules.ts';

export type QuantitySelectorProps = {
  /** A fixed DOM id (islands cannot use useId). */
  id: string;
  value: number;
  onChange: (value: number) => void;
  limit: number;
  mode?: 'add' | 'update';
  /** How many of this item the cart already holds. */
  cartQuantity?: number;
  productTitle: string;
  disabled?: boolean;
  size?: 'md' | 'sm';
};

export function QuantitySelector({ id, value, onChange, limit, mode = 'add', cartQuantity = 0, productTitle, disabled = false, size = 'md' }: QuantitySelectorProps) {
  const min = mode === 'add' ? 1 : 0;
  const [draft, setDraft] = useState(String(value));
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => setDraft(String(value)), [value]);
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), QUANTITY_ANNOUNCEMENT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, { min, max: limit });
    setDraft(String(clamped));
    if (clamped !== value) {
      onChange(clamped);
      setAnnouncement(`Quantity ${clamped}`);
    }
  };

  return (
    <div className={`qty qty--${size}`} role="group" aria-label={`Quantity of ${productTitle}`}>
      <button type="button" className="qty__step" aria-label={`Decrease quantity of ${productTitle}`} disabled={disabled || !canDecrement({ quantity: value, mode })} onClick={() => commit(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="qty__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={limit}
        step={1}
        value={draft}
        disabled={disabled}
        aria-label={`Quantity of ${productTitle}`}
        onKeyDown={(event) => {
          if (isBlockedQuantityKey(event.key)) event.preventDefault();
          if (event.key === 'Enter' && draft.trim() !== '') commit(clampQuantity(draft, { min, max: limit }));
        }}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          // Clamp as the shopper types; an empty field waits for blur.
          if (text !== '') commit(clampQuantity(text, { min, max: limit }));
        }}
        // An emptied field means nothing yet: it goes back to the quantity it had.
        onBlur={() => (draft.trim() === '' ? setDraft(String(value)) : commit(clampQuantity(draft, { min, max: limit })))}
      />
      <button
        type="button"
        className="qty__step"
        aria-label={`Increase quantity of ${productTitle}`}
        disabled={disabled || !canIncrement({ quantity: value, limit, cartQuantity })}
        onClick={() => commit(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
