// The emulated commerce API: tenant, customer login and tokens, products.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/emulator/commerce/auth/tokens.ts';
import { RawCustomerSchema, RawErrorSchema, RawLoginSchema, RawProductListSchema, RawProductSchema } from '../../src/commerce/client/raw.schema.ts';
import { clearFaults, commerce, commerceLogin, emulator, setFault } from './helpers.ts';

const TOKEN_SECRET = 'local-emulator-token-secret-4f7c2a9e';

async function error(response: Response, status: number) {
  expect(response.status).toBe(status);
  return v.parse(RawErrorSchema, await response.json());
}

const self = (token: string, bearer = true) => commerce('/customer/self', { headers: { authorization: bearer ? `Bearer ${token}` : token } });

describe('the commerce tenant header', () => {
  it('is required', async () => {
    const response = await emulator('/commerce/v1/product/slug/isosceles-2021/for-web');
    expect(await error(response, 400)).toEqual({ statusCode: 400, type: 'validation', message: 'The tenant header is required.', errors: [] });
  });

  it('must name this tenant', async () => {
    const body = await error(await commerce('/product/slug/isosceles-2021/for-web', { headers: { tenant: 'someone-else' } }), 401);
    expect(body.type).toBe('unauthorized');
    expect(body.message).toMatch(/tenant/i);
  });
});

describe('commerce faults', () => {
  it('answers with the switched-on fault, then recovers', async () => {
    try {
      await setFault('commerce', '500', 1);
      expect((await commerce('/product/slug/isosceles-2021/for-web')).status).toBe(500);
      expect((await commerce('/product/slug/isosceles-2021/for-web')).status).toBe(200);
    } finally {
      await clearFaults();
    }
  });
});

describe('customer login and tokens', () => {
  it('logs a demo account in with a token and the customer', async () => {
    const { body } = await commerceLogin('member@example.com');
    const login = v.parse(RawLoginSchema, body);
    expect(login.customer).toMatchObject({ firstName: 'Morgan', lastName: 'Vance', emails: [{ email: 'member@example.com' }] });
    expect(login.customer.clubs).toEqual([expect.objectContaining({ clubTitle: 'Wine Society — 6 Bottles, Red Wines', cancelDate: null })]);
    expect(login.customer.tags.map((t) => t.title)).toContain('Wine Society');
    expect(body.customer).toMatchObject({ orderInformation: { currentClubTitle: 'Wine Society — 6 Bottles, Red Wines' } });
    expect(login.customer.orderInformation.orderCount).toBeGreaterThanOrEqual(1);
  });

  it('answers a wrong password or an unknown e-mail with the same 401', async () => {
    const wrong = { statusCode: 401, type: 'unauthorized', message: 'The email or password you entered is incorrect.', errors: [] };
    for (const [email, password] of [
      ['customer@example.com', 'not-the-password'],
      ['nobody@example.com', 'Cellar-door-21'],
    ]) {
      const response = await commerce('/customer/login', { method: 'POST', body: JSON.stringify({ email, password }) });
      expect(await error(response, 401)).toEqual(wrong);
    }
  });

  it('rejects malformed JSON and wrong field types with a message, not a 500', async () => {
    expect((await error(await commerce('/customer/login', { method: 'POST', body: '{"email": ' }), 400)).message).toMatch(/JSON/);
    const typed = await commerce('/customer/login', { method: 'POST', body: JSON.stringify({ email: 42, password: ['x'] }) });
    expect((await error(typed, 422)).message).toMatch(/email/);
    const long = await commerce('/customer/login', { method: 'POST', body: JSON.stringify({ email: `${'a'.repeat(10_000)}@example.com`, password: 'x' }) });
    expect(long.status).toBe(422);
  });

  it('knows the customer behind a token, with or without "Bearer "', async () => {
    const { token } = await commerceLogin('customer@example.com');
    for (const bearer of [true, false]) {
      const response = await self(token, bearer);
      expect(response.status).toBe(200);
      const customer = v.parse(RawCustomerSchema, await response.json());
      expect(customer).toMatchObject({ firstName: 'Casey', clubs: [], emailMarketingStatus: 'Unsubscribed' });
    }
  });

  it('refuses a tampered token', async () => {
    const { token } = await commerceLogin('customer@example.com');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const forged = btoa(JSON.stringify({ ...claims, sub: 'f3d150f8-3267-486e-a82b-309b55276869' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    for (const bad of [`${header}.${forged}.${signature}`, `${header}.${payload}.${signature.slice(0, -2)}AA`, 'not-a-token']) {
      expect((await error(await self(bad), 401)).type).toBe('unauthorized');
    }
  });

  it('refuses an expired token', async () => {
    const { customerId } = await commerceLogin('customer@example.com');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await signToken(TOKEN_SECRET, { sub: customerId, exp: past, jti: crypto.randomUUID() });
    expect((await error(await self(expired), 401)).type).toBe('unauthorized');
    const fresh = await signToken(TOKEN_SECRET, { sub: customerId, exp: past + 3600, jti: crypto.randomUUID() });
    expect((await self(fresh)).status).toBe(200);
  });

  it('issues tokens valid for 30 days', async () => {
    const { token } = await commerceLogin('customer@example.com');
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; sub: string };
    const days = (claims.exp - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('revokes a token at logout', async () => {
    const { token } = await commerceLogin('customer@example.com');
    const logout = await commerce('/customer/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    expect((await error(await self(token), 401)).type).toBe('unauthorized');
  });
});

describe('products', () => {
  it('finds a product by slug in the for-web shape', async () => {
    const response = await commerce('/product/slug/isosceles-2021/for-web?customerId=');
    expect(response.status).toBe(200);
    const product = v.parse(RawProductSchema, await response.json());
    expect(product).toMatchObject({ title: 'Isosceles 2021', type: 'Wine', webStatus: 'Available' });
    expect(product.variants?.[0]).toMatchObject({ price: 15000, maxQuantityPerCart: 6, inventory: [{ inventoryLocationId: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13' }] });
    expect(product.collections?.map((c) => c.slug)).toEqual(['all', 'red-wines']);
    expect(product.image).toBe('/images/products/bottle-isosceles.svg');
  });

  it('still returns hidden and retired products', async () => {
    for (const [slug, status] of [
      ['petit-verdot-barrel-select-2020', 'Hidden'],
      ['rose-of-cabernet-franc-2021', 'Retired'],
    ]) {
      const product = v.parse(RawProductSchema, await (await commerce(`/product/slug/${slug}/for-web`)).json());
      expect(product.webStatus).toBe(status);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    expect(await error(await commerce('/product/slug/no-such-wine/for-web'), 404)).toEqual({ statusCode: 404, type: 'notFound', message: 'Product not found.', errors: [] });
  });

  it('lists products by collection, paged, with the total', async () => {
    const all = v.parse(RawProductListSchema, await (await commerce('/product/for-web?page=1&limit=50')).json());
    expect(all.total).toBeGreaterThanOrEqual(32);
    expect(all.products).toHaveLength(Math.min(all.total, 50));
    const types = new Set(all.products.map((p) => v.parse(RawProductSchema, p).type));
    for (const type of ['General Merchandise', 'Tasting', 'Wine', 'Prime', 'Bundle', 'Cannabis', 'Reservation', 'Event Ticket', 'Gift Card', 'Collateral', 'Rebate']) {
      expect(types).toContain(type);
    }
    const reds = v.parse(RawProductListSchema, await (await commerce('/product/for-web?collectionSlug=red-wines&limit=5&page=2')).json());
    expect(reds.products).toHaveLength(5);
    expect(reds.total).toBeGreaterThan(10);
    // The list names its collection; its items carry no collections (the recorded real answer's items have none).
    expect(reds.collection?.slug).toBe('red-wines');
    expect(reds.products.every((p) => v.parse(RawProductSchema, p).collections?.length === 0)).toBe(true);
    const library = v.parse(RawProductListSchema, await (await commerce('/product/for-web?collectionSlug=library-wines&webStatus=Available')).json());
    expect(library.products.length).toBe(library.total);
    expect(library.products.every((p) => v.parse(RawProductSchema, p).webStatus === 'Available')).toBe(true);
  });

  it('caps the page size at 50', async () => {
    expect((await error(await commerce('/product/for-web?limit=51'), 400)).message).toMatch(/50/);
    expect((await commerce('/product/for-web?page=0')).status).toBe(400);
  });
});
