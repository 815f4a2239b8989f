// Carts: create, read, change items and the gift message (checking out happens in the
// platform's hosted checkout: no documented call places a paid order). A cart 404
// clears the cart cookie; a 422 comes back as the backend's message (spec 8).
import { RawCartSchema, type RawCart } from './client/raw.schema.ts';
import { CommerceError, type CommerceCall, type CommerceResult, type CommerceTransport } from './client/request.ts';
import { reshapeCart } from './client/reshape.ts';
import type { Cart, CartResult } from './types.ts';
import { CART_WINDOW_MS, PersonalMemory } from '../platform/cache/personal.ts';

/** Each cart by its id, reused for a few seconds (platform/cache/personal.ts); every change made here replaces it. */
export const cartsById = new PersonalMemory<Cart>(CART_WINDOW_MS);

export type NewCart = {
  userAgent: string;
  customerId?: string | undefined;
  emailId?: string | undefined;
  metaData?: Record<string, string> | undefined;
};

export type NewCartItem = { sku: string; quantity: number; itemData?: Record<string, unknown> | undefined };

const cartPath = (id: string, ...rest: string[]) => ['cart', id, ...rest].map(encodeURIComponent).join('/');

function cartResult(result: CommerceResult<RawCart>): CartResult {
  if (result.kind === 'ok') {
    const cart = reshapeCart(result.data);
    cartsById.set(cart.id, cart);
    return { ok: true, cart };
  }
  if (result.kind === 'rejected-body' && result.status === 422) return { ok: false, status: 422, message: result.message };
  throw new CommerceError('The commerce service sent no cart.', 502);
}

function remembered(cart: Cart): Cart {
  cartsById.set(cart.id, cart);
  return cart;
}

export function createCarts(call: CommerceCall, report: CommerceTransport['report']) {
  return {
    /** Spec: channel Web, the user agent, the customer, an e-mail id and metadata; retried without metadata when that fails. */
    async create(input: NewCart): Promise<Cart> {
      const body = {
        channel: 'Web',
        connectionInformation: { userAgent: input.userAgent.slice(0, 500) },
        customerId: input.customerId,
        additionalInfo: { emailId: input.emailId },
      };
      if (input.metaData && Object.keys(input.metaData).length > 0) {
        try {
          const withMeta = await call('cart', RawCartSchema, { method: 'POST', body: { ...body, metaData: input.metaData } });
          if (withMeta.kind === 'ok') return remembered(reshapeCart(withMeta.data));
        } catch (error) {
          report(error, { section: 'commerce', call: 'POST cart with metaData' });
        }
      }
      const result = await call('cart', RawCartSchema, { method: 'POST', body });
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no cart.', 502);
      return remembered(reshapeCart(result.data));
    },
    /**
     * The cart; a missing cart rejects with 404 after clearing the cart cookie. A copy of the
     * last few seconds is reused unless taken before `changedAt` (the visitor's last change, ms).
     */
    async get(id: string, changedAt = 0): Promise<Cart> {
      const held = cartsById.get(id, changedAt);
      if (held) return held;
      try {
        const result = await call(cartPath(id), RawCartSchema, {}, { cart: true });
        if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no cart.', 502);
        return remembered(reshapeCart(result.data));
      } catch (error) {
        cartsById.delete(id);
        throw error;
      }
    },
    /** When this isolate's copy of the cart was taken (ms): a change's own answer is not older than the change. */
    copyTakenAt: (id: string): number | undefined => cartsById.takenAt(id),
    /** The cart changed elsewhere (a club joined re-prices it): the next read asks again. */
    forget: (id: string) => cartsById.delete(id),
    addItem: async (id: string, item: NewCartItem) => cartResult(await call(cartPath(id, 'item'), RawCartSchema, { method: 'POST', body: item }, { cart: true })),
    updateItem: async (id: string, sku: string, quantity: number) => cartResult(await call(cartPath(id, 'item', sku), RawCartSchema, { method: 'PUT', body: { quantity } }, { cart: true })),
    removeItem: async (id: string, sku: string) => cartResult(await call(cartPath(id, 'item', sku), RawCartSchema, { method: 'DELETE' }, { cart: true })),
    setGiftMessage: async (id: string, giftMessage: string) => cartResult(await call(cartPath(id), RawCartSchema, { method: 'PUT', body: { giftMessage } }, { cart: true })),
  };
}
