// Cart actions shared by every island (spec 4 "Add to cart"): the cart is disabled while
// a call runs; success stores the server's cart; a refusal refetches the cart so the page
// shows what the server holds, then reports what went wrong; a lost connection keeps the
// cart as it is (cart-failure.ts tells the two apart).
import { atom, type Getter, type Setter } from 'jotai';
import { reportError } from '../platform/report/browser.ts';
import type { Cart } from '../commerce/types.ts';
import { MAX_GIFT_MESSAGE } from '../commerce/rules/cart.schema.ts';
import { addFailure, changeFailureMessage, type CartCallFailure } from './cart-failure.ts';
import { cartAtom, cartUnavailableAtom, isCartDisabledAtom, isCartVisibleAtom } from './session.atoms.ts';
import { widgetLinksAtom, type WidgetCartPage } from './widget-links.atoms.ts';

export { CART_MESSAGES } from './cart-failure.ts';

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
    // A 503 (the cart could not be read) leaves the cart on screen as it is.
    const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
    if (response.ok) {
      set(cartAtom, ((await response.json()) as { cart: Cart | null }).cart);
      set(cartUnavailableAtom, false);
    } else {
      reportError(new Error(`Customer loading failed: ${response.status}`), { section: 'cart-sidebar' });
    }
  } catch (error) {
    // Spec 8: reported tagged section cart-sidebar. The cart on screen stays as it was; the next page load shows the server's.
    reportError(error, { section: 'cart-sidebar' });
  }
});

/** openCart false: the sidebar stays closed after the add (a Single Step or Direct Checkout product). */
export type AddToCartOptions = { openCart?: boolean };

export const addToCartAtom = atom(null, async (_get, set, item: AddToCartItem, options: AddToCartOptions = {}): Promise<AddToCartOutcome> => {
  set(isCartDisabledAtom, true);
  try {
    let failure: CartCallFailure;
    try {
      const response = await fetch('/api/cart/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(item),
      });
      const answer = await readAnswer(response);
      if (response.ok && answer.cart) {
        set(cartAtom, answer.cart);
        if (options.openCart !== false) set(isCartVisibleAtom, true);
        return { ok: true, cart: answer.cart };
      }
      failure = { kind: 'answer', status: response.status, message: answer.message };
    } catch {
      // fetch rejects only when no answer arrived (offline, a dropped request): nothing was refused.
      failure = { kind: 'no-answer' };
    }
    const verdict = addFailure(failure);
    // Spec 8: a cart failure other than a 422 is reported to the error service.
    if (verdict.report) reportError(new Error(`Cart add failed: ${failure.kind === 'answer' ? failure.status : 'no answer'}`), { section: 'cart', action: 'add', sku: item.sku });
    if (verdict.forgetCart) await set(forgetCartAtom);
    if (verdict.refetch) await set(refreshCartAtom);
    return { ok: false, message: verdict.message, soldOut: verdict.soldOut };
  } finally {
    set(isCartDisabledAtom, false);
  }
});

/** Clears the cart cookie (DELETE /api/cart: the server writes it, as it set it) and the cart this page shows. */
export const forgetCartAtom = atom(null, async (_get, set) => {
  set(cartAtom, null);
  try {
    await fetch('/api/cart', { method: 'DELETE', headers: { accept: 'application/json' } });
  } catch (error) {
    // Offline: the cookie stays; the next add that reaches the store uses it again.
    reportError(error, { section: 'cart', action: 'forget' });
  }
});

// Cart sidebar changes (spec 4 "Quantity in update mode", "Removing an item"): the same
// disable / store / refetch cycle. Only a 422 carries words meant for the shopper.
export type CartChangeOutcome = { ok: true; cart: Cart } | { ok: false; message: string };

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' } as const;

async function changeCart(set: Setter, url: string, init: RequestInit): Promise<CartChangeOutcome> {
  set(isCartDisabledAtom, true);
  try {
    const response = await fetch(url, init);
    const answer = await readAnswer(response);
    if (response.ok && answer.cart) {
      set(cartAtom, answer.cart);
      return { ok: true, cart: answer.cart };
    }
    await set(refreshCartAtom);
    return { ok: false, message: changeFailureMessage({ kind: 'answer', status: response.status, message: answer.message }) };
  } catch {
    // No answer: the cart on screen is still the store's last word (a refetch could not reach it either).
    return { ok: false, message: changeFailureMessage({ kind: 'no-answer' }) };
  } finally {
    set(isCartDisabledAtom, false);
  }
}

const itemUrl = (sku: string) => `/api/cart/items/${encodeURIComponent(sku)}`;

/** Removes a line: DELETE /api/cart/items/{sku}. */
export const removeCartItemAtom = atom(null, (_get, set, sku: string): Promise<CartChangeOutcome> => changeCart(set, itemUrl(sku), { method: 'DELETE', headers: { accept: 'application/json' } }));

/** Sets a line's quantity: PUT /api/cart/items/{sku} {quantity}. A quantity below 1 removes the line. */
export const updateCartItemAtom = atom(null, (_get, set, { sku, quantity }: { sku: string; quantity: number }): Promise<CartChangeOutcome> => {
  const whole = Math.trunc(quantity);
  if (!(whole >= 1)) return set(removeCartItemAtom, sku);
  return changeCart(set, itemUrl(sku), { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ quantity: whole }) });
});

/** The gift message save last started (closing the sidebar does not wait for it; leaving the page does). */
const giftSaveAtom = atom<Promise<boolean> | null>(null);

/**
 * Saves the gift message with PUT /api/cart {giftMessage}, only when it differs from the
 * cart's (trimmed and at most 500 characters, as the server keeps it). Spec 8: a failure
 * is reported, not shown, and the cart re-enabled. Resolves true when the cart holds the
 * message afterwards.
 */
export const saveGiftMessageAtom = atom(null, (get, set, message: string): Promise<boolean> => {
  const saving = sendGiftMessage(get, set, message);
  set(giftSaveAtom, saving);
  return saving;
});

async function sendGiftMessage(get: Getter, set: Setter, message: string): Promise<boolean> {
  const cart = get(cartAtom);
  // The server trims the message; comparing the trimmed text saves no needless calls.
  const giftMessage = message.trim().slice(0, MAX_GIFT_MESSAGE);
  if (!cart || giftMessage === (cart.giftMessage ?? '')) return true;
  set(isCartDisabledAtom, true);
  try {
    const response = await fetch('/api/cart', { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ giftMessage }) });
    const answer = await readAnswer(response);
    if (response.ok && answer.cart) {
      set(cartAtom, answer.cart);
      return true;
    }
    console.error('Gift message could not be saved', response.status, answer.message ?? '');
    reportError(new Error(`Gift message save failed: ${response.status}`), { section: 'cart', action: 'gift-message' });
    return false;
  } catch (error) {
    console.error('Gift message could not be saved', error);
    reportError(error, { section: 'cart', action: 'gift-message' });
    return false;
  } finally {
    set(isCartDisabledAtom, false);
  }
}

/**
 * Leaves for the widget's cart or checkout page. Spec 4: leaving the sidebar saves the gift
 * message, so every way to the cart page (the sidebar's "View cart", the Single Step
 * confirmation's) and to checkout saves it first: `giftMessage` is the sidebar's text; without
 * it, a save still under way (the sidebar just closed) is waited for. A failed save is reported
 * by the save and the shopper still goes.
 */
export const leaveForWidgetAtom = atom(null, async (get, set, { to, giftMessage }: { to: WidgetCartPage; giftMessage?: string }): Promise<void> => {
  if (giftMessage !== undefined) await set(saveGiftMessageAtom, giftMessage);
  else await get(giftSaveAtom);
  location.assign(get(widgetLinksAtom)[to]);
});
