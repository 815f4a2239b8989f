// Card numbers never touch the Worker's backend calls: with the emulator recording what
// the emulated services receive (its developer control), a join, a card replacement, a
// declined join and a checkout go through the store; no recorded request from the Worker
// to any backend (commerce, content, marketing) carries a card number or a CVV. The
// browser's own calls to the gateway and the hosted checkout are not the Worker's and are
// not recorded (locally they pass the store's /__emulator proxy as bytes, never parsed).
import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TENANT, get, ORIGIN, post, recordedRequests, startRecording, stopRecording } from './helpers.ts';

const CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002'];
const CVV = '987';
const CVV_ALONE = new RegExp(`(?<![0-9A-Za-z])${CVV}(?![0-9A-Za-z])`);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

/** The browser's tokeniser call, through the store's local proxy as the page makes it. */
async function browserToken(cardNumber: string) {
  const response = await SELF.fetch(`${ORIGIN}/__emulator/gateway/v1/tokens`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber, expiry: '12/34', cvv: CVV, cardHolderName: 'Ada Lovelace' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** A card number in any spelling: 12 to 19 digits, spaces or dashes between. */
const CARD_LIKE = /\d(?:[\s-]?\d){11,18}/;

beforeAll(startRecording);
afterAll(stopRecording);

describe("the Worker's requests to its backends", () => {
  it('never carry a card number or a CVV through a join, a card change, a decline and a checkout', async () => {
    // Join: register, tokenise in the "browser", join with the token.
    // No digits in the address: a UUID's digits and dashes can spell a card-like run.
    const email = `no-card-${crypto.randomUUID().replace(/\d/g, (d) => String.fromCharCode(103 + Number(d)))}@example.com`;
    const registered = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Vintage-2026', birthDate: '1990-05-01' });
    expect(registered.status).toBe(201);
    const headers = {
      cookie: `age_gate=false; ${
        registered.headers
          .getSetCookie()
          .find((c) => c.startsWith('customerToken='))!
          .split(';')[0]
      }`,
    };
    const declined = await post('/api/club-memberships', { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: await browserToken(CARDS[1]!) }, headers);
    expect(declined.status).toBe(422);
    const joined = await post('/api/club-memberships', { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: await browserToken(CARDS[0]!) }, headers);
    expect(joined.status).toBe(201);
    const { membership } = (await joined.json()) as { membership: { id: string } };
    const replaced = await SELF.fetch(`${ORIGIN}/api/club-memberships/${membership.id}`, {
      method: 'PUT',
      headers: { ...headers, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ payment: await browserToken(CARDS[0]!) }),
    });
    expect(replaced.status).toBe(200);
    // A raw card sent to the store is refused before any backend call.
    const raw = await post(
      '/api/club-memberships',
      { club: '4-bottle-red-wines', fulfillment: 'pickup', payment: { cardholderName: 'Ada', cardNumber: CARDS[0], expiry: '12/34', cvv: CVV } },
      headers,
    );
    expect(raw.status).toBe(400);

    // Checkout: the cart through the store, the order in the hosted checkout (the browser's calls).
    const added = await post('/api/cart/items', { sku: 'SB24-750', quantity: 1 });
    const cookie = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('cartId='))!
      .split(';')[0]!;
    const page = await get('/checkout', { cookie: `age_gate=false; ${cookie}` });
    expect(page.status).toBe(200);
    const token = await browserToken(CARDS[0]!);
    const placed = await SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/cart/${cookie.slice('cartId='.length)}/checkout`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', tenant: COMMERCE_TENANT },
      body: JSON.stringify({ email, birthDate: '1990-05-01', fulfillment: 'pickup', payment: { tokenOnFile: token.tokenOnFile } }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: string };
    expect((await get(`/profile/order-receipt/${order.id}`)).status).toBe(200);

    const requests = await recordedRequests();
    // The recording saw the Worker's calls: the cards went on file as tokens.
    const cardCalls = requests.filter((r) => r.method === 'POST' && /\/credit-card$/.test(r.path));
    expect(cardCalls.length).toBeGreaterThanOrEqual(3);
    for (const call of cardCalls) expect(JSON.parse(call.body)).toMatchObject({ tokenOnFile: expect.stringMatching(/^tok_/), maskedCardNumber: expect.stringMatching(/^\*+\d{4}$/) });
    expect(requests.some((r) => r.path.includes('/cart/'))).toBe(true);
    for (const request of requests) {
      // Ids (UUIDs) and timestamps are digit runs of their own: taken out first, so only what
      // a visitor typed could look like a card.
      const seen = `${request.path} ${JSON.stringify(request.headers)} ${request.body}`.replace(UUID, '<id>').replace(TIMESTAMP, '<time>');
      expect(seen, `${request.method} ${request.path}`).not.toMatch(CARD_LIKE);
      expect(seen).not.toMatch(/"card_?number"|"cvv"|"cvc"/i);
      // The CVV as a value of its own: the same three digits inside a UUID or a timestamp are not it.
      expect(seen).not.toMatch(CVV_ALONE);
    }
  });
});
