// The session's cart as the store changes it: created on the first add (its id kept in the
// cartId cookie the widget shares, spec 4 "Cart creation"), a line added. The cart API
// (routes/cart.ts) and the cart links (routes/cart-link.tsx) add through here.
import type { Context } from 'hono';
import { requestCookies } from '../state/request-cookies.ts';
import { CommerceError, type CartResult, type NewCartItem } from '../../commerce/index.ts';
import type { Cart } from '../../commerce/types.ts';
import type { AppEnv } from '../context.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, writeSessionCookie } from '../session/cookies.ts';
import { markChanged } from '../session/index.ts';

export const CART_API_MESSAGES = {
  unavailable: 'Sorry, this item is no longer available',
  noCart: 'Your cart is empty.',
  badSku: 'Please choose a product.',
} as const;

/** The backend no longer has the cart a cookie names. */
export const isMissingCart = (error: unknown) => error instanceof CommerceError && error.statusCode === 404;

/** Marketing cookies a cart carries as metadata (spec: "metadata from cookies"). */
function cartMetaData(c: Context<AppEnv>): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(requestCookies(c))) {
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
