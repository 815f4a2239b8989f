// Signed-in reads ("signed-in reads grow far slower than signed-in views"): what a
// member's page views ask of Commerce7, counted by the emulator's request recorder. A public
// product's answer is everyone's; a members-only product is judged for each customer and
// never shown to another with someone else's verdict; the sign-in's answer is the customer's
// reused record; a change to the cart's lines does not make the customer be asked for again,
// while a change to the account (a web cart made for it elsewhere) does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetPersonalData } from '../../src/platform/cache/personal.ts';
import { commerceCalls, commerceCart, get, post, recordedRequests, signInAs, startRecording, stopRecording, type RecordedRequest } from './helpers.ts';

beforeEach(() => forgetPersonalData());
afterEach(() => stopRecording());

/** A browser's cookies: what each answer sets (or clears), sent back on the next request. */
class Jar {
  private readonly cookies = new Map<string, string>();
  constructor(header: string) {
    for (const pair of header.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.trim().split('=');
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    return response;
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  get header() {
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }
}

async function page(path: string, jar: Jar) {
  const response = jar.take(await get(path, jar.header));
  expect(response.status, path).toBe(200);
  return response.text();
}

async function sessionOf(jar: Jar) {
  const response = jar.take(await get('/api/session', jar.header));
  expect(response.status).toBe(200);
  return (await response.json()) as { customer: { id: string; email: string } | null; cart: { id: string; items: { sku: string; quantity: number }[] } | null };
}

const productCalls = (requests: RecordedRequest[], slug: string) => requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/commerce/v1/product/slug/${slug}/for-web`));
const customerIdOf = (request: RecordedRequest) => new URL(request.path, 'https://emulator.internal').searchParams.get('customerId');
const selfReads = (requests: RecordedRequest[]) => commerceCalls(requests).filter((c) => c.method === 'GET' && c.path === '/customer/self');
const cartReads = (requests: RecordedRequest[]) => commerceCalls(requests).filter((c) => c.method === 'GET' && c.path.startsWith('/cart/'));

async function register(name: string): Promise<Jar> {
  const jar = new Jar('age_gate=false');
  const email = `reads-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = jar.take(await post('/api/customer/register', { firstName: 'Reads', lastName: name, email, password: 'Vintage-2026', birthDate: '1988-03-04' }));
  expect(response.status).toBe(201);
  return jar;
}

describe('a product page for a signed-in customer', () => {
  it('of a public product asks nothing per customer, and still shows the club price and the add-to-cart', async () => {
    const member = new Jar((await signInAs('customer@example.com')).cookie);
    await startRecording();
    for (let view = 0; view < 2; view++) {
      const html = await page('/product/isosceles-2021', member);
      expect(html).toMatch(/<s class="price__amount price__amount--retail">.*\$150<\/s>/);
      expect(html).toContain('$120');
      expect(html).toContain('Wine Society');
      expect(html).toContain('data-island="add-to-cart"');
      expect(html).not.toContain('Members Exclusive');
    }
    const calls = productCalls(await recordedRequests(), 'isosceles-2021');
    // Everyone's cached answer (asked at most once, if this isolate had none yet), never the customer's own.
    expect(calls.filter((r) => customerIdOf(r) !== null)).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(1);
  });

  it('of a members-only product gives each customer their own verdict, never another’s', async () => {
    const member = new Jar((await signInAs('member@example.com')).cookie);
    const customer = new Jar((await signInAs('customer@example.com')).cookie);
    const memberId = (await sessionOf(member)).customer!.id;
    const customerId = (await sessionOf(customer)).customer!.id;
    await startRecording();
    for (let round = 0; round < 2; round++) {
      const sold = await page('/product/isosceles-reserve-2021', member);
      expect(sold).not.toContain('Members Exclusive');
      expect(sold).toContain('data-island="add-to-cart"');
      const prompted = await page('/product/isosceles-reserve-2021', customer);
      expect(prompted).toContain('Members Exclusive');
      expect(prompted).not.toContain('data-island="add-to-cart"');
    }
    // Each customer's own answer once (reused within its window), named by their own id.
    const judged = productCalls(await recordedRequests(), 'isosceles-reserve-2021')
      .map(customerIdOf)
      .filter((id) => id !== null);
    expect(judged.sort()).toEqual([memberId, customerId].sort());
  });
});

describe('the customer record', () => {
  it('is the sign-in’s answer for the pages right after it: no customer/self call', async () => {
    const jar = new Jar((await signInAs('customer@example.com')).cookie);
    await startRecording();
    expect(await page('/profile', jar)).toContain('Casey');
    await page('/product/merlot-2022', jar);
    expect(selfReads(await recordedRequests())).toEqual([]);
  });

  it('is not asked for again when only the cart’s lines change; the cart shows every line', async () => {
    const jar = await register('lines');
    // The first add makes the customer's web cart (their account changes: customerChangedAt).
    expect(jar.take(await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, jar.header)).status).toBe(200);
    expect(jar.has('customerChangedAt')).toBe(true);
    await startRecording();
    const added = jar.take(await post('/api/cart/items', { sku: 'ME22-750', quantity: 2 }, jar.header));
    expect(added.status).toBe(200);
    expect(added.headers.getSetCookie().some((c) => c.startsWith('cartChangedAt='))).toBe(true);
    expect(added.headers.getSetCookie().some((c) => c.startsWith('customerChangedAt='))).toBe(false);
    await page('/product/merlot-2022', jar);
    await page('/profile', jar);
    const requests = await recordedRequests();
    expect(selfReads(requests)).toEqual([]);
    // The cart as the add answered it serves the pages after it.
    expect(cartReads(requests)).toEqual([]);
    const { cart } = await sessionOf(jar);
    expect(cart?.items.map(({ sku, quantity }) => ({ sku, quantity })).sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: 'CS22-750', quantity: 1 },
      { sku: 'ME22-750', quantity: 2 },
    ]);
  });

  it('is asked for again after the account changed elsewhere (a web cart made in another isolate), and the page shows that cart', async () => {
    const jar = await register('elsewhere');
    const { customer } = await sessionOf(jar);
    expect(customer).not.toBeNull();
    // Another isolate made the customer's web cart and told the browser so (markChanged):
    // this isolate's copy of the customer, from before, has no web cart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cartId = await commerceCart(customer!.id);
    jar.set('cartId', cartId);
    jar.set('cartChangedAt', String(Date.now()));
    jar.set('customerChangedAt', String(Date.now()));
    await startRecording();
    const { cart } = await sessionOf(jar);
    expect(cart?.id).toBe(cartId);
    expect(selfReads(await recordedRequests())).toHaveLength(1);
  });
});
