// Cart items. Quantity changes are single statements with the limit in their WHERE,
// so concurrent adds to one cart all count and none can push a line past its limit.
// Source: the cart calls of storefront spec section 7; Commerce7's cart object in
// skynet-watcher/Commerce7 docs/developer/resources/orders.md. The add and update call shapes are
// unverified (not in the public docs).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { invalid, notFound, readBody } from '../http.ts';
import { cartObject, findCart, type CartRow } from './load.ts';
import { giftCardRecipientsMessage, limitMessage, limitOf, quantityMessage, sellable, validQuantity } from './rules.ts';

export const itemApi = new Hono<EmulatorEnv>();

const CART_NOT_FOUND = 'Cart not found.';

const AddBody = v.object({
  sku: v.pipe(v.string('sku must be a string.'), v.trim(), v.nonEmpty('sku is required.'), v.maxLength(100, 'sku is too long.')),
  quantity: v.unknown(),
  itemData: v.optional(v.nullable(v.record(v.string(), v.unknown(), 'itemData must be an object.'))),
});

async function cartOr404(c: Context<EmulatorEnv>): Promise<CartRow | Response> {
  const cart = await findCart(c.env.DB, c.req.param('id') ?? '');
  return cart ?? notFound(c, CART_NOT_FOUND);
}

async function currentQuantity(db: D1Database, cartId: string, sku: string): Promise<number | null> {
  const row = await db.prepare('SELECT quantity FROM commerce_cart_items WHERE cart_id = ? AND sku = ?').bind(cartId, sku).first<{ quantity: number }>();
  return row?.quantity ?? null;
}

const touch = (db: D1Database, cartId: string) => db.prepare('UPDATE commerce_carts SET updated_at = ? WHERE id = ?').bind(Date.now(), cartId);

itemApi.post('/cart/:id/item', async (c) => {
  const body = await readBody(c, AddBody);
  if (!body.ok) return body.response;
  const { sku, quantity, itemData } = body.value;
  if (!validQuantity(quantity, 1)) return invalid(c, quantityMessage(1));
  const cart = await cartOr404(c);
  if (cart instanceof Response) return cart;
  const item = await sellable(c.env, cart, sku);
  if (typeof item === 'string') return invalid(c, item);
  const recipients = giftCardRecipientsMessage(item, itemData);
  if (recipients) return invalid(c, recipients);

  const db = c.env.DB;
  const [upsert] = await db.batch([
    db
      .prepare(
        `INSERT INTO commerce_cart_items (id, cart_id, sku, variant_id, product_id, quantity, item_data, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ?6 <= ?9
         ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = commerce_cart_items.quantity + excluded.quantity,
           item_data = COALESCE(excluded.item_data, commerce_cart_items.item_data)
         WHERE commerce_cart_items.quantity + excluded.quantity <= ?9`,
      )
      .bind(crypto.randomUUID(), cart.id, item.variant.sku, item.variant.id, item.product.id, quantity, itemData ? JSON.stringify(itemData) : null, Date.now(), limitOf(item)),
    touch(db, cart.id),
  ]);
  if (!upsert?.meta.changes) {
    const current = (await currentQuantity(db, cart.id, sku)) ?? 0;
    return invalid(c, limitMessage(item, current + quantity, current));
  }
  return c.json(await cartObject(c.env, cart.id));
});

itemApi.put('/cart/:id/item/:sku', async (c) => {
  const body = await readBody(c, v.object({ quantity: v.unknown() }));
  if (!body.ok) return body.response;
  const { quantity } = body.value;
  if (!validQuantity(quantity, 0)) return invalid(c, quantityMessage(0));
  const cart = await cartOr404(c);
  if (cart instanceof Response) return cart;
  const sku = c.req.param('sku');
  const db = c.env.DB;
  if (quantity === 0) {
    await db.batch([db.prepare('DELETE FROM commerce_cart_items WHERE cart_id = ? AND sku = ?').bind(cart.id, sku), touch(db, cart.id)]);
    return c.json(await cartObject(c.env, cart.id));
  }
  // A 422 rather than a 404: the storefront forgets the whole cart on a cart 404.
  const current = await currentQuantity(db, cart.id, sku);
  if (current === null) return invalid(c, 'This item is not in your cart.');
  const item = await sellable(c.env, cart, sku);
  // Lowering a quantity is always allowed, even for an item no longer for sale.
  if (typeof item === 'string' && quantity > current) return invalid(c, item);
  const limit = typeof item === 'string' ? current : limitOf(item);
  const [update] = await db.batch([
    db.prepare('UPDATE commerce_cart_items SET quantity = ?1 WHERE cart_id = ?2 AND sku = ?3 AND (?1 <= ?4 OR ?1 <= quantity)').bind(quantity, cart.id, sku, limit),
    touch(db, cart.id),
  ]);
  if (!update?.meta.changes) {
    const now = await currentQuantity(db, cart.id, sku);
    if (now === null) return invalid(c, 'This item is not in your cart.');
    return invalid(c, typeof item === 'string' ? item : limitMessage(item, quantity, 0));
  }
  return c.json(await cartObject(c.env, cart.id));
});

itemApi.delete('/cart/:id/item/:sku', async (c) => {
  const cart = await cartOr404(c);
  if (cart instanceof Response) return cart;
  const db = c.env.DB;
  await db.batch([db.prepare('DELETE FROM commerce_cart_items WHERE cart_id = ? AND sku = ?').bind(cart.id, c.req.param('sku')), touch(db, cart.id)]);
  return c.json(await cartObject(c.env, cart.id));
});
