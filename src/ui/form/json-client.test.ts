import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_BUSY } from '../../commerce/rules/store-busy.ts';
import { getJson, JSON_CLIENT_MESSAGES, postJson, sendJson } from './json-client.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The browser's fetch answering with `response` (a real Response), recording the request. */
function answer(response: Response | Error) {
  const sent: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(new URL(String(input), 'http://shop.test'), init));
    if (response instanceof Error) throw response;
    return response;
  };
  return sent;
}

describe('sendJson', () => {
  it('sends JSON and hands back a successful body', async () => {
    const sent = answer(Response.json({ receiptUrl: '/profile/order-receipt/1' }, { status: 201 }));
    expect(await postJson('/api/checkout', { email: 'a@example.com' })).toEqual({ ok: true, status: 201, body: { receiptUrl: '/profile/order-receipt/1' } });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(await sent[0]?.json()).toEqual({ email: 'a@example.com' });
  });

  it('reads a 4xx answer as its message and field messages by path', async () => {
    answer(Response.json({ message: 'Please correct the fields in red', errors: { 'shipTo.zipCode': 'Please enter zip' } }, { status: 400 }));
    expect(await sendJson('PUT', '/api/x', {})).toEqual({ ok: false, status: 400, message: 'Please correct the fields in red', errors: { 'shipTo.zipCode': 'Please enter zip' } });
  });

  it("says the spec's generic failure for an answer without a message, or the caller's own", async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await postJson('/api/forms/x', {})).toEqual({ ok: false, status: 502, message: JSON_CLIENT_MESSAGES.failed, errors: {} });
    answer(new Response('', { status: 500 }));
    expect((await postJson('/api/forms/x', {}, { failed: 'Oops' })).ok).toBe(false);
  });

  it("reads the store's busy answer (429 over the app-call budget) as its message, for the form to show over what was typed", async () => {
    answer(Response.json({ message: STORE_BUSY }, { status: 429, headers: { 'retry-after': '60' } }));
    expect(await postJson('/api/club-memberships', {}, { failed: 'Other words' })).toEqual({ ok: false, status: 429, message: STORE_BUSY, errors: {} });
  });

  it('turns a lost connection into a failure with status 0', async () => {
    answer(new TypeError('Failed to fetch'));
    expect(await postJson('/api/forms/x', {})).toEqual({ ok: false, status: 0, message: 'Something went wrong, please try again in a few minutes.', errors: {} });
    expect(await postJson('/api/forms/x', {}, { offline: 'Offline' })).toMatchObject({ message: 'Offline' });
  });

  it('reports a lost connection to the error service (content spec 8), by path only', async () => {
    const beacons: string[] = [];
    vi.stubGlobal('location', { pathname: '/profile/order-lookup' });
    vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => (beacons.push(body), true) });
    try {
      answer(new TypeError('Load failed'));
      await getJson('/api/orders/lookup?email=ada%40example.com&orderNumber=12');
      expect(beacons.map((body) => JSON.parse(body) as unknown)).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Load failed', tags: { section: 'form', endpoint: '/api/orders/lookup' } }),
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
