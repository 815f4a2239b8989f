import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../commerce/types.ts';
import { addToCartAtom, CART_MESSAGES, leaveForWidgetAtom, refreshCartAtom, removeCartItemAtom, saveGiftMessageAtom, updateCartItemAtom } from './cart.actions.ts';
import { widgetLinksAtom } from './widget-links.atoms.ts';
import { cartAtom, isCartDisabledAtom } from './session.atoms.ts';

const cart = (over: Partial<Cart> = {}): Cart => ({
  id: 'cart-1',
  customerId: null,
  items: [{ sku: 'CAB-2019', productTitle: 'Estate Cabernet 2019', quantity: 2, price: 4800, comparePrice: null, image: null }],
  subTotal: 9600,
  total: 9600,
  giftMessage: '',
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let disabledSeen: boolean[];

function storeWith(initial: Cart | null) {
  const store = createStore();
  store.set(cartAtom, initial);
  disabledSeen = [];
  fetchMock.mockImplementation(() => {
    disabledSeen.push(store.get(isCartDisabledAtom));
    return Promise.resolve(json(500, {}));
  });
  return store;
}

/** What the browser error hook sent (its beacons to POST /api/errors), parsed. */
let reports: { message: string; tags: Record<string, string> }[];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  reports = [];
  vi.stubGlobal('location', { pathname: '/' });
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => (reports.push(JSON.parse(body) as (typeof reports)[number]), true) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers calls in order; the session refetch answers with `refetched`. */
function answer(store: ReturnType<typeof createStore>, responses: Response[], refetched: Cart | null = null) {
  fetchMock.mockImplementation((url: string) => {
    disabledSeen.push(store.get(isCartDisabledAtom));
    if (url === '/api/session') return Promise.resolve(json(200, { customer: null, cart: refetched, customerHasActiveClub: false }));
    return Promise.resolve(responses.shift() ?? json(500, {}));
  });
}

describe('updateCartItemAtom', () => {
  it('PUTs the quantity, stores the returned cart and disables the cart meanwhile', async () => {
    const store = storeWith(cart());
    const updated = cart({ items: [{ ...cart().items[0]!, quantity: 3 }], subTotal: 14400, total: 14400 });
    answer(store, [json(200, { cart: updated })]);
    const outcome = await store.set(updateCartItemAtom, { sku: 'CAB-2019', quantity: 3 });
    expect(outcome).toEqual({ ok: true, cart: updated });
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/CAB-2019', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ quantity: 3 }) }));
    expect(disabledSeen).toEqual([true]);
    expect(store.get(cartAtom)).toEqual(updated);
    expect(store.get(isCartDisabledAtom)).toBe(false);
  });

  it('shows the backend words of a 422 and refetches the cart', async () => {
    const store = storeWith(cart());
    const refetched = cart({ giftMessage: 'from the server' });
    answer(store, [json(422, { message: 'Only 2 bottles left.' })], refetched);
    const outcome = await store.set(updateCartItemAtom, { sku: 'CAB-2019', quantity: 5 });
    expect(outcome).toEqual({ ok: false, message: 'Only 2 bottles left.' });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/session', expect.anything());
    expect(store.get(cartAtom)).toEqual(refetched);
    expect(store.get(isCartDisabledAtom)).toBe(false);
  });

  it('shows "Sorry, this item is no longer available" for any other failure', async () => {
    const store = storeWith(cart());
    answer(store, [json(503, { message: 'upstream down' })], cart());
    expect(await store.set(updateCartItemAtom, { sku: 'CAB-2019', quantity: 5 })).toEqual({ ok: false, message: CART_MESSAGES.unavailable });

    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    expect(await store.set(updateCartItemAtom, { sku: 'CAB-2019', quantity: 5 })).toEqual({ ok: false, message: CART_MESSAGES.connectionFailed });
    expect(store.get(isCartDisabledAtom)).toBe(false);
  });

  it('removes the line for a quantity below 1', async () => {
    const store = storeWith(cart());
    answer(store, [json(200, { cart: cart({ items: [] }) })]);
    await store.set(updateCartItemAtom, { sku: 'CAB-2019', quantity: 0 });
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/CAB-2019', expect.objectContaining({ method: 'DELETE' }));
  });
});

describe('removeCartItemAtom', () => {
  it('DELETEs the sku (escaped) and stores the returned cart', async () => {
    const store = storeWith(cart());
    const emptied = cart({ items: [], subTotal: 0, total: 0 });
    answer(store, [json(200, { cart: emptied })]);
    expect(await store.set(removeCartItemAtom, 'GIFT/50')).toEqual({ ok: true, cart: emptied });
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/GIFT%2F50', expect.objectContaining({ method: 'DELETE' }));
    expect(disabledSeen).toEqual([true]);
    expect(store.get(cartAtom)).toEqual(emptied);
  });
});

describe('saveGiftMessageAtom', () => {
  it('does not call the server when the message is unchanged or there is no cart', async () => {
    let store = storeWith(cart({ giftMessage: 'Cheers!' }));
    expect(await store.set(saveGiftMessageAtom, ' Cheers! ')).toBe(true);
    store = storeWith(null);
    expect(await store.set(saveGiftMessageAtom, 'Cheers!')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PUTs the trimmed message (at most 500 characters) and stores the returned cart', async () => {
    const store = storeWith(cart());
    const saved = cart({ giftMessage: 'a'.repeat(500) });
    answer(store, [json(200, { cart: saved })]);
    expect(await store.set(saveGiftMessageAtom, ` ${'a'.repeat(600)}`)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ giftMessage: 'a'.repeat(500) }) }));
    expect(disabledSeen).toEqual([true]);
    expect(store.get(cartAtom)).toEqual(saved);
  });

  it('reports a failure with console.error and re-enables the cart (spec 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeWith(cart());
    answer(store, [json(503, { message: 'down' })]);
    expect(await store.set(saveGiftMessageAtom, 'Happy birthday')).toBe(false);
    expect(error).toHaveBeenCalled();
    expect(store.get(isCartDisabledAtom)).toBe(false);
    expect(store.get(cartAtom)?.giftMessage).toBe('');

    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    expect(await store.set(saveGiftMessageAtom, 'Happy birthday')).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(store.get(isCartDisabledAtom)).toBe(false);
    expect(reports).toEqual([
      expect.objectContaining({ message: 'Gift message save failed: 503', tags: { section: 'cart', action: 'gift-message' } }),
      expect.objectContaining({ message: 'offline', tags: { section: 'cart', action: 'gift-message' } }),
    ]);
  });
});

describe('what is reported to the error service (spec 8)', () => {
  it("a failed add other than a 422 is reported; a 422 (the backend's words to the shopper) is not", async () => {
    const store = storeWith(cart());
    answer(store, [json(422, { message: 'Only 2 left' }), json(500, {})], cart());
    expect(await store.set(addToCartAtom, { sku: 'CAB-2019', quantity: 1 })).toMatchObject({ ok: false, soldOut: false });
    expect(reports).toEqual([]);
    expect(await store.set(addToCartAtom, { sku: 'CAB-2019', quantity: 1 })).toMatchObject({ ok: false, soldOut: true });
    expect(reports).toEqual([expect.objectContaining({ message: 'Cart add failed: 500', tags: { section: 'cart', action: 'add', sku: 'CAB-2019' } })]);
  });

  it('a failed customer loading is reported tagged section cart-sidebar, and the cart stays as it was', async () => {
    const store = storeWith(cart());
    fetchMock.mockImplementation(() => Promise.resolve(json(503, { message: 'down' })));
    await store.set(refreshCartAtom);
    expect(store.get(cartAtom)).toEqual(cart());
    expect(reports).toEqual([expect.objectContaining({ message: 'Customer loading failed: 503', tags: { section: 'cart-sidebar' } })]);
  });
});

describe('Add to cart (spec 4): a lost connection keeps the cart; only a cart the store calls gone is forgotten', () => {
  it('a dropped request says the connection failed, keeps the cart and its cookie, leaves the button usable and re-enables the cart', async () => {
    const store = storeWith(cart());
    const calls: string[] = [];
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      disabledSeen.push(store.get(isCartDisabledAtom));
      if (url === '/api/cart/items') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const outcome = await store.set(addToCartAtom, { sku: 'CAB-2019', quantity: 1 });
    expect(outcome).toEqual({ ok: false, message: "We couldn't reach the store. Check your connection and try again.", soldOut: false });
    expect(calls).toEqual(['POST /api/cart/items']);
    expect(store.get(isCartDisabledAtom)).toBe(false);
    expect(store.get(cartAtom)).toEqual(cart());
  });

  it('a cart the store calls gone (404) clears the cart cookie (DELETE /api/cart), drops the cart it showed and re-enables the cart', async () => {
    const store = storeWith(cart());
    const calls: string[] = [];
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/cart/items') return Promise.resolve(json(404, { message: 'Your cart is empty.' }));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const outcome = await store.set(addToCartAtom, { sku: 'CAB-2019', quantity: 1 });
    expect(outcome).toEqual({ ok: false, message: CART_MESSAGES.unavailable, soldOut: false });
    expect(calls).toEqual(['POST /api/cart/items', 'DELETE /api/cart']);
    expect(store.get(isCartDisabledAtom)).toBe(false);
    expect(store.get(cartAtom)).toBeNull();
    expect(reports).toEqual([expect.objectContaining({ message: 'Cart add failed: 404', tags: { section: 'cart', action: 'add', sku: 'CAB-2019' } })]);
  });

  it('a failure that is no exception (an answer other than success) refetches the cart and keeps the cookie', async () => {
    const store = storeWith(cart());
    const calls: string[] = [];
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/session') return Promise.resolve(json(200, { customer: null, cart: cart(), customerHasActiveClub: false }));
      return Promise.resolve(json(503, {}));
    });
    await store.set(addToCartAtom, { sku: 'CAB-2019', quantity: 1 });
    expect(calls).toEqual(['POST /api/cart/items', 'GET /api/session']);
    expect(store.get(cartAtom)).toEqual(cart());
  });
});

describe('leaving for the cart page (spec 4 "Cart sidebar": leaving saves the gift message)', () => {
  /** Records the calls and the navigation in the order they happen; PUT /api/cart answers when `release` is called. */
  function leaving(store: ReturnType<typeof createStore>) {
    const events: string[] = [];
    let release: () => void = () => undefined;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      events.push(`${init?.method ?? 'GET'} ${url}`);
      return new Promise<Response>((resolve) => {
        release = () => {
          events.push('saved');
          resolve(json(200, { cart: cart({ giftMessage: JSON.parse(String(init?.body)).giftMessage }) }));
        };
      });
    });
    vi.stubGlobal('location', { pathname: '/', assign: (href: string) => events.push(`go ${href}`) });
    store.set(widgetLinksAtom, { cart: '/basket', checkout: '/pay' });
    return { events, release: () => release() };
  }

  it("the sidebar's View cart saves the typed gift message, then goes to the widget's cart route", async () => {
    const store = storeWith(cart());
    const { events, release } = leaving(store);
    const left = store.set(leaveForWidgetAtom, { to: 'cart', giftMessage: 'Happy birthday' });
    expect(events).toEqual(['PUT /api/cart']);
    release();
    await left;
    expect(events).toEqual(['PUT /api/cart', 'saved', 'go /basket']);
    expect(store.get(cartAtom)?.giftMessage).toBe('Happy birthday');
  });

  it("the Single Step confirmation's View cart waits for the save the sidebar started on closing, then goes to the same route", async () => {
    const store = storeWith(cart());
    const { events, release } = leaving(store);
    void store.set(saveGiftMessageAtom, 'Happy birthday');
    const left = store.set(leaveForWidgetAtom, { to: 'cart' });
    expect(events).toEqual(['PUT /api/cart']);
    release();
    await left;
    expect(events).toEqual(['PUT /api/cart', 'saved', 'go /basket']);
  });
});
