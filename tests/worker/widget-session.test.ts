// One session shared with Commerce7's widget (ADR 0012): the store's login and cart cookies
// are the ones commerce7.js reads and writes, so what the widget does is what the store shows
// on its next request, and the other way round. The widget's side is the emulator's
// stand-in's browser API (src/emulator/hosted/), called as the browser calls it.
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { ADULT, cardToken, COMMERCE_TENANT, DEMO_PASSWORD, get, ORIGIN, post } from './helpers.ts';
import { forgetPersonalData } from '../../src/platform/cache/personal.ts';

type Session = { customer: { firstName: string | null; email: string } | null; cart: { id: string; items: { sku: string; quantity: number }[] } | null; customerHasActiveClub: boolean };

/** A call the widget's script makes from the page, through the local /__emulator proxy. */
function widget(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, tenant: COMMERCE_TENANT, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = init.token;
  return SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

async function sessionWith(cookie: string): Promise<{ status: number; body: Session; setCookies: string[] }> {
  const response = await get('/api/session', { cookie });
  return { status: response.status, body: (await response.json()) as Session, setCookies: response.headers.getSetCookie() };
}

const uniqueEmail = () => `widget-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('the cookies shared with the widget', () => {
  it('are script-readable, SameSite=Lax, for the whole site and Secure over HTTPS; the store-only cookies stay HttpOnly', async () => {
    const origin = 'https://localhost';
    const send = (path: string, body: unknown) => SELF.fetch(`${origin}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const added = await send('/api/cart/items', { sku: 'SB24-750', quantity: 1 });
    expect(added.status).toBe(200);
    const response = await send('/api/customer/login', { email: 'customer@example.com', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const cookies = [...added.headers.getSetCookie(), ...response.headers.getSetCookie()];
    for (const name of ['customerToken', 'cartId']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toBeDefined();
      expect(cookie, name).toContain('Secure');
      expect(cookie, name).toContain('SameSite=Lax');
      expect(cookie, name).toContain('Path=/');
      expect(cookie, name).not.toContain('HttpOnly');
      expect(cookie, name).not.toContain('Domain=');
    }
    expect(cookies.find((c) => c.startsWith('customerToken='))).toContain('Max-Age=2592000');
    expect(cookies.find((c) => c.startsWith('cartId='))).toContain('Max-Age=31536000');
    expect(cookies.find((c) => c.startsWith('orderCount='))).toContain('HttpOnly');
  });
});

describe('a sign-in, a sign-out or a cart change made in the widget', () => {
  it('a sign-in in the widget is who the store shows next, and a sign-out there signs the store out too', async () => {
    const login = await widget('customer/login', { method: 'POST', body: { email: 'member@example.com', password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // The widget writes it as the customerToken cookie; the store's next request carries it.
    const signedIn = await sessionWith(`customerToken=${token}`);
    expect(signedIn.body.customer?.firstName).toBe('Morgan');
    expect(signedIn.body.customerHasActiveClub).toBe(true);
    const page = await (await get('/', { cookie: `age_gate=false; customerToken=${token}` })).text();
    expect(page).toContain('Morgan');

    expect((await widget('customer/logout', { method: 'POST', token })).status).toBe(204);
    // The widget deletes its cookie, so the browser's next request is signed out at once.
    expect((await sessionWith('')).body.customer).toBeNull();
    // A page still holding the revoked token is signed out, and the store clears it, once the
    // customer's reused record (at most 15 s in one isolate: platform/cache/personal.ts, the
    // release-day reuse) has gone.
    forgetPersonalData();
    const signedOut = await sessionWith(`customerToken=${token}`);
    expect(signedOut.body.customer).toBeNull();
    expect(signedOut.setCookies.some((c) => c.startsWith('customerToken=') && c.includes('Max-Age=0'))).toBe(true);
  });

  it("the store's cart is the widget's: what the store's pages add, the widget's cart shows", async () => {
    const added = await post('/api/cart/items', { sku: 'SB24-750', quantity: 2 });
    const cartId = /cartId=([^;]+)/.exec(added.headers.getSetCookie().join('; '))![1]!;
    const inWidget = await widget(`cart/${cartId}`);
    expect(inWidget.status).toBe(200);
    const cart = (await inWidget.json()) as { items: { sku: string; quantity: number }[] };
    expect(cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 2 }]);
  });

  it("a signed-out visitor's club sign-up in the widget signs them in and opens the store's membership receipt", async () => {
    const email = uniqueEmail();
    const card = await cardToken({ cardholderName: 'Jordan Reyes' });
    const response = await widget('club/6-bottle-red-wines/signup', {
      method: 'POST',
      body: {
        account: { firstName: 'Jordan', lastName: 'Reyes', email, password: DEMO_PASSWORD, birthDate: '1985-04-12' },
        fulfillment: 'ship',
        address: { firstName: 'Jordan', lastName: 'Reyes', address: '12 Vine Street', city: 'Napa', stateCode: 'CA', zipCode: '94558' },
        card,
      },
    });
    expect(response.status).toBe(201);
    const { membershipId, token } = (await response.json()) as { membershipId: string; token: string };
    const session = await sessionWith(`customerToken=${token}`);
    expect(session.body.customer?.email).toBe(email);
    expect(session.body.customerHasActiveClub).toBe(true);
    const receipt = await get(`/profile/club-membership/receipt/${membershipId}`, { cookie: `age_gate=false; customerToken=${token}` });
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('Welcome to the Wine Society');

    // The same e-mail again is told to sign in, and nothing is joined twice.
    const again = await widget('club/6-bottle-red-wines/signup', {
      method: 'POST',
      body: {
        account: { firstName: 'Jordan', lastName: 'Reyes', email, password: DEMO_PASSWORD, birthDate: '1985-04-12' },
        fulfillment: 'pickup',
        address: { firstName: 'Jordan', lastName: 'Reyes', address: '12 Vine Street', city: 'Napa', stateCode: 'CA', zipCode: '94558' },
        card: await cardToken(),
      },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('An account with this email already exists. Please sign in to join.');
  });
});

describe("the widget pages' card step, in the production configuration", () => {
  const PRODUCTION = { ENVIRONMENT: 'production', COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js', PAYMENT_TOKENIZER_SCRIPT_URL: '', GTM_SCRIPT_URL: '', PAGE_CACHE: 'off' };
  const fetchWith = (path: string) =>
    worker.fetch(new Request(`${ORIGIN}${path}`, { headers: ADULT }), { ...(env as unknown as Record<string, unknown>), ...PRODUCTION } as never, createExecutionContext());

  it("may load the widget and Stripe's frames and scripts, and wallet buttons may ask for payment, on widget pages only", async () => {
    const checkout = await fetchWith('/checkout');
    const html = await checkout.text();
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.commerce7.com/v2/commerce7.css"');
    const csp = checkout.headers.get('content-security-policy') ?? '';
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      const sources = csp.split('; ').find((d) => d.startsWith(directive)) ?? '';
      expect(sources, directive).toContain('https://cdn.commerce7.com');
      expect(sources, directive).toContain('https://js.stripe.com');
      expect(sources, directive).toContain('https://*.commerce7.com');
    }
    expect(checkout.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com"');
    const product = await fetchWith('/product/merlot-2022');
    expect(product.headers.get('content-security-policy')).not.toContain('stripe');
    expect(product.headers.get('permissions-policy')).toContain('payment=(self)');
  });
});
