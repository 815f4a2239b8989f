// Cart actions shared by every island (spec 4 "Add to cart"): the cart is disabled while
// a call runs; success stores the server's cart; a failure refetches the cart so the
// page shows what the server holds, then reports what went wrong.
import { atom } from 'jotai';
import type { Cart } from '../../commerce/types.ts';
import { cartAtom, isCartDisabledAtom, isCartVisibleAtom } from './session.atoms.ts';

export const CART_MESSAGES = {
  unavailable: 'Sorry, this item is no longer available',
} as const;

export type AddToCartItem = { sku: string; quantity: number; itemData?: Record<string, unknown> };
export type AddToCartOutcome = { ok: true; cart: Cart } | { ok: false; message: string; soldOut: boolean };

type ApiAnswer = { cart?: Cart; message?: string };

async function readAnswer(response: Response): Promise<ApiAnswer> {
  try {
    return (await response.json()) as ApiAnswer;
  } catch {
    return {};
  }
}

export const refreshCartAtom = atom(null, async (_get, set) => {
  try {
    const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
    if (response.ok) set(cartAtom, ((await response.json()) as { cart: Cart | null }).cart);
  } catch {
    // The cart on screen stays as it was; the next page load shows the server's.
  }
});

export const addToCartAtom = atom(null, async (_get, set, item: AddToCartItem): Promise<AddToCartOutcome> => {
  set(isCartDisabledAtom, true);
  try {
    const response = await fetch('/api/cart/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(item),
    });
    const answer = await readAnswer(response);
    if (response.ok && answer.cart) {
      set(cartAtom, answer.cart);
      set(isCartVisibleAtom, true);
      return { ok: true, cart: answer.cart };
    }
    await set(refreshCartAtom);
    // 422 carries the backend's own words; a 400 says which input was wrong.
    if ((response.status === 422 || response.status === 400) && answer.message) return { ok: false, message: answer.message, soldOut: false };
    return { ok: false, message: CART_MESSAGES.unavailable, soldOut: true };
  } catch {
    await set(refreshCartAtom);
    return { ok: false, message: CART_MESSAGES.unavailable, soldOut: true };
  } finally {
    set(isCartDisabledAtom, false);
  }
});
