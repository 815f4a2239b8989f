// Cart creation, lookup and the gift message. Items are in items.ts.
// Source: storefront spec section 7 (cart create, read, gift message) and skynet-watcher/Commerce7
// docs/developer/resources/orders.md (cart object); the call paths are unverified.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { invalid, notFound, readBody, Text } from '../http.ts';
import { itemApi } from './items.ts';
import { cartObject, findCart } from './load.ts';

export const cartApi = new Hono<EmulatorEnv>();

export const CART_NOT_FOUND = 'Cart not found.';

/** Metadata must be a flat object of strings; the storefront retries without it on a 422. */
const FLAT_OBJECT = 'metaData must be an object of strings.';
const MetaData = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), FLAT_OBJECT),
  v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string('metaData values must be strings.'), v.maxLength(1000)), FLAT_OBJECT),
  v.check((record) => Object.keys(record).length <= 50, 'metaData has too many keys.'),
);

const CreateBody = v.object({
  channel: v.optional(v.picklist(['Web', 'Inbound', 'POS', 'Club'], 'channel must be Web.'), 'Web'),
  connectionInformation: v.optional(v.nullable(v.object({ userAgent: v.optional(v.nullable(Text(1000, 'userAgent must be a string.'))) }))),
  customerId: v.optional(v.nullable(Text(100, 'customerId must be a string.'))),
  additionalInfo: v.optional(v.nullable(v.object({ emailId: v.optional(v.nullable(Text(100, 'emailId must be a string.'))) }))),
  metaData: v.optional(v.nullable(MetaData)),
});

cartApi.post('/cart', async (c) => {
  const body = await readBody(c, CreateBody);
  if (!body.ok) return body.response;
  const { channel, connectionInformation, customerId, additionalInfo, metaData } = body.value;
  const db = c.env.DB;
  if (customerId) {
    const customer = await db.prepare('SELECT 1 FROM commerce_customers WHERE id = ?').bind(customerId).first();
    if (!customer) return invalid(c, 'customerId does not name a customer.');
  }
  const id = crypto.randomUUID();
  const now = Date.now();
  const writes = [
    db
      .prepare('INSERT INTO commerce_carts (id, customer_id, channel, user_agent, email_id, meta_data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(id, customerId ?? null, channel, connectionInformation?.userAgent ?? null, additionalInfo?.emailId ?? null, metaData ? JSON.stringify(metaData) : null, now, now),
  ];
  // A logged-in customer's new cart is their web cart, found again at their next visit.
  if (customerId) writes.push(db.prepare('UPDATE commerce_customers SET current_web_cart_id = ? WHERE id = ?').bind(id, customerId));
  await db.batch(writes);
  return c.json(await cartObject(c.env, id), 201);
});

cartApi.get('/cart/:id', async (c) => {
  const cart = await cartObject(c.env, c.req.param('id'));
  return cart ? c.json(cart) : notFound(c, CART_NOT_FOUND);
});

const GiftMessageBody = v.object({ giftMessage: v.optional(v.nullable(Text(1000, 'giftMessage must be text of at most 1000 characters.'))) });

cartApi.put('/cart/:id', async (c) => {
  const body = await readBody(c, GiftMessageBody);
  if (!body.ok) return body.response;
  const id = c.req.param('id');
  if (!(await findCart(c.env.DB, id))) return notFound(c, CART_NOT_FOUND);
  if (body.value.giftMessage !== undefined) {
    await c.env.DB.prepare('UPDATE commerce_carts SET gift_message = ?, updated_at = ? WHERE id = ?')
      .bind(body.value.giftMessage || null, Date.now(), id)
      .run();
  }
  return c.json(await cartObject(c.env, id));
});

cartApi.route('/', itemApi);
