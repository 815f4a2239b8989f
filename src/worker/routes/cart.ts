// The cart API (docs/architecture.md "The HTTP surface"). The session's cart is used, or one is
// created as spec 4 "Cart creation" says and its id kept in the cartId cookie for 365
// days. A 422 carries the backend's own message; any other failure the spec's
// "Sorry, this item is no longer available", and the cart is kept.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { CommerceError, type CartResult, type NewCartItem } from '../../commerce/index.ts';
import { AddItemSchema, GiftMessageBodySchema, SkuParamSchema, UpdateItemSchema } from '../../commerce/rules/cart.schema.ts';
import type { Cart } from '../../commerce/types.ts';
import type { AppEnv } from '../context.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, clearSessionCookie, writeSessionCookie } from '../session/cookies.ts';
import { markChanged } from '../session/index.ts';
import { parseJsonBody } from '../http/json-body.ts';

export const CART_API_MESSAGES = {
  unavailable: 'Sorry, this item is no longer available',
  noCart: 'Your cart is empty.',
  badSku: 'Please choose a product.',
} as const;

export const cart = new Hono<AppEnv>();

cart.use(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
});

/** Marketing cookies a cart carries as metadata (spec: "metadata from cookies"). */
function cartMetaData(c: Context<AppEnv>): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(getCookie(c))) {
    if (/^utm_[a-z]{1,20}$/.test(name) && /^[\w .:/-]{1,200}$/.test(value)) meta[name] = value;
  }
  return meta;
}

async function createCart(c: Context<AppEnv>): Promise<Cart> {
  const { commerce } = c.get('app');
  const session = await c.get('app').session();
  const created = await commerce.carts.create({
    userAgent: c.req.header('user-agent') ?? '',
    customerId: session.customer?.id,
    emailId: session.customer?.emailId ?? undefined,
    metaData: cartMetaData(c),
  });
  writeSessionCookie(c, CART_COOKIE, created.id, CART_COOKIE_MAX_AGE);
  // The customer's web cart is this one now (Commerce7 keeps a customer's cart as their
  // currentWebCartId): their reused copy (platform/cache/personal.ts) says so too, and other
  // isolates' copies from before it are not used.
  if (session.token && session.customer) {
    const at = Date.now();
    await commerce.customers.remember(session.token, { ...session.customer, currentWebCartId: created.id });
    markChanged(c, { customer: true }, at);
  }
  return created;
}

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

const isMissingCart = (error: unknown) => error instanceof CommerceError && error.statusCode === 404;

/**
 * Adds a line to the session's cart, creating the cart (and its cookie) when there is none:
 * the cart API's add and the cart link's (cart-link.tsx). Null: the cart the cookies name could
 * not be read (a new cart would overwrite the cookie, the widget's cart too, over a hiccup).
 * A backend failure throws.
 */
export async function addToSessionCart(c: Context<AppEnv>, item: NewCartItem): Promise<CartResult | null> {
  const { commerce } = c.get('app');
  const session = await c.get('app').session();
  if (!session.complete) return null;
  const existing = session.cart?.id;
  const cartId = existing ?? (await createCart(c)).id;
  try {
    return await commerce.carts.addItem(cartId, item);
  } catch (error) {
    // The cookie named a cart the backend no longer has (the 404 rule cleared it): start a new one.
    if (!existing || !isMissingCart(error)) throw error;
    return commerce.carts.addItem((await createCart(c)).id, item);
  }
}

/** A cart change's bookkeeping: copies of the cart taken before the change's own answer are not used again. */
export function cartChanged(c: Context<AppEnv>, result: Extract<CartResult, { ok: true }>) {
  markChanged(c, { cart: true }, c.get('app').commerce.carts.copyTakenAt(result.cart.id) ?? Date.now());
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
