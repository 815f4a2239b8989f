// The cart API (docs/architecture.md "The HTTP surface"). The session's cart is used, or one is
// created as spec 4 "Cart creation" says and its id kept in the cartId cookie for 365
// days. A 422 carries the backend's own message; any other failure the spec's
// "Sorry, this item is no longer available", and the cart is kept.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { CommerceError, type CartResult } from '../../commerce/index.ts';
import { AddItemSchema, GiftMessageBodySchema, SkuParamSchema, UpdateItemSchema } from '../../commerce/rules/cart.schema.ts';
import type { AppEnv } from '../context.ts';
import { CART_COOKIE, clearSessionCookie } from '../session/cookies.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { addToSessionCart, CART_API_MESSAGES, cartChanged, isMissingCart } from '../http/session-cart.ts';

export { CART_API_MESSAGES };

export const cart = new Hono<AppEnv>();

cart.use(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
});

function failure(c: Context<AppEnv>, error: unknown, call: string) {
  c.get('app').report(error, { section: 'cart', call });
  const status = error instanceof CommerceError && error.statusCode === 408 ? 504 : 503;
  return c.json({ message: CART_API_MESSAGES.unavailable }, status);
}

/** The session's cart could not be read (its loading was reported): the same 503 as a failed call. */
const unreadable = (c: Context<AppEnv>) => c.json({ message: CART_API_MESSAGES.unavailable }, 503);

function answer(c: Context<AppEnv>, result: CartResult) {
  if (result.ok) {
    // The lines changed, not the customer: only copies of the cart are dropped, those taken
    // before the change's own answer (its copy's time: a clock read after more I/O would be
    // later, and would drop that answer too).
    cartChanged(c, result);
    return c.json({ cart: result.cart });
  }
  return c.json({ message: result.message }, 422);
}

cart.post('/items', async (c) => {
  const input = await parseJsonBody(c, AddItemSchema);
  if (!input.ok) return input.response;
  try {
    const result = await addToSessionCart(c, input.value);
    return result ? answer(c, result) : unreadable(c);
  } catch (error) {
    return failure(c, error, 'add item');
  }
});

/** Runs a change on the session's cart; no cart is a 404 with a message. */
async function onCart(c: Context<AppEnv>, call: string, change: (cartId: string) => Promise<CartResult>) {
  try {
    const session = await c.get('app').session();
    // Unknown is not "no cart": a 404 here would tell the browser its cart is gone.
    if (!session.complete) return unreadable(c);
    if (!session.cart) return c.json({ message: CART_API_MESSAGES.noCart }, 404);
    return answer(c, await change(session.cart.id));
  } catch (error) {
    if (isMissingCart(error)) return c.json({ message: CART_API_MESSAGES.noCart }, 404);
    return failure(c, error, call);
  }
}

function skuParam(c: Context<AppEnv>) {
  const parsed = v.safeParse(SkuParamSchema, c.req.param('sku'));
  return parsed.success ? parsed.output : null;
}

cart.put('/items/:sku', async (c) => {
  const sku = skuParam(c);
  if (!sku) return c.json({ message: CART_API_MESSAGES.badSku }, 400);
  const input = await parseJsonBody(c, UpdateItemSchema);
  if (!input.ok) return input.response;
  return onCart(c, 'update item', (cartId) => c.get('app').commerce.carts.updateItem(cartId, sku, input.value.quantity));
});

cart.delete('/items/:sku', async (c) => {
  const sku = skuParam(c);
  if (!sku) return c.json({ message: CART_API_MESSAGES.badSku }, 400);
  return onCart(c, 'remove item', (cartId) => c.get('app').commerce.carts.removeItem(cartId, sku));
});

cart.put('/', async (c) => {
  const input = await parseJsonBody(c, GiftMessageBodySchema);
  if (!input.ok) return input.response;
  return onCart(c, 'gift message', (cartId) => c.get('app').commerce.carts.setGiftMessage(cartId, input.value.giftMessage));
});

/**
 * DELETE /api/cart: this browser forgets its cart (the cart cookie is cleared; the backend's
 * cart is left as it is). Spec 4 "Add to cart": "If an exception is thrown the cart cookie
 * is cleared and the cart re-enabled"; the server clears it, with the
 * attributes it was set with, so one place writes the cookie the widget shares.
 * The next add starts a new cart.
 */
cart.delete('/', (c) => {
  clearSessionCookie(c, CART_COOKIE);
  return c.body(null, 204);
});
