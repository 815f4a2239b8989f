// The commerce verbs the app uses (vercel/commerce style): each sends one call through
// the wrapper and reshapes the answer. Product reads go through the KV cache; customer,
// cart and order reads never do.
import * as v from 'valibot';
import { cached, type CacheDeps, type CachePolicy } from '../platform/cache/index.ts';
import {
  commerceRequest,
  CommerceError,
  type CommerceRequestOptions,
  type CommerceResult,
  type CommerceTransport,
  type StatusRules,
} from './client/request.ts';
import {
  RawCartSchema,
  RawClubMembershipSchema,
  RawCustomerSchema,
  RawLoginSchema,
  RawOrderSchema,
  RawProductListSchema,
  RawProductSchema,
  type RawCart,
  type RawProduct,
} from './client/raw.schema.ts';
import { reshapeCart, reshapeCustomer, reshapeOrder, reshapeProduct } from './client/reshape.ts';
import { isListed } from './rules/availability.ts';
import type { CheckoutInput } from './rules/checkout.schema.ts';
import type { Cart, Customer, Order, Product } from './types.ts';

export { CommerceError };

const MessageSchema = v.object({ message: v.optional(v.string(), '') });
const MembershipsSchema = v.object({ clubMemberships: v.array(RawClubMembershipSchema) });

export type LoginResult = { ok: true; token: string; customer: Customer } | { ok: false; message: string };
export type CartResult = { ok: true; cart: Cart } | { ok: false; status: 422; message: string };
export type CheckoutResult = { ok: true; order: Order } | { ok: false; status: 422; message: string };
export type LinkResult = { ok: true; message: string } | { ok: false; message: string };

export type NewCart = {
  userAgent: string;
  customerId?: string | undefined;
  emailId?: string | undefined;
  metaData?: Record<string, string> | undefined;
};

export type Commerce = ReturnType<typeof createCommerce>;

export type CommerceSettings = {
  /** Spec: availability is judged by the inventory at this location (C7_WINE_SHIPPING_LOCATION). */
  shippingLocation: string;
};

/** Commerce slugs: letters, digits and dashes; anything else cannot name a product. */
const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;
const COLLECTION_PAGE_SIZE = 50;

// A fresh cached product is the same object on every request of an isolate: reshape it
// once, so the product keeps one identity that per-product render memos can key on.
const reshaped = new WeakMap<RawProduct, Product>();
function toProduct(raw: RawProduct, shippingLocation: string): Product {
  let product = reshaped.get(raw);
  if (!product) reshaped.set(raw, (product = reshapeProduct(raw, shippingLocation)));
  return product;
}
const MAX_COLLECTION_PAGES = 20;

export function createCommerce(transport: CommerceTransport, cache: { deps: CacheDeps; policy: CachePolicy }, settings: CommerceSettings) {
  const call = <S extends v.GenericSchema>(path: string, schema: S, options?: CommerceRequestOptions, rules?: StatusRules) =>
    commerceRequest(transport, path, schema, options, rules);

  const cartResult = (result: CommerceResult<RawCart>): CartResult => {
    if (result.kind === 'ok') return { ok: true, cart: reshapeCart(result.data) };
    if (result.kind === 'rejected-body' && result.status === 422) return { ok: false, status: 422, message: result.message };
    throw new CommerceError('The commerce service sent no cart.', 502);
  };

  const login = async (path: string, body: unknown): Promise<LoginResult> => {
    const result = await call(path, RawLoginSchema, { method: 'POST', body }, { returnBodyOn401: true });
    if (result.kind === 'ok') return { ok: true, token: result.data.token, customer: reshapeCustomer(result.data.customer) };
    if (result.kind === 'rejected-body') return { ok: false, message: result.message };
    throw new CommerceError('The commerce service sent no login.', 502);
  };

  const link = async (path: string, body: unknown): Promise<LinkResult> => {
    const result = await call(path, MessageSchema, { method: 'POST', body }, { returnBodyOn404: true });
    if (result.kind === 'rejected-body') return { ok: false, message: result.message };
    return { ok: true, message: result.kind === 'ok' ? result.data.message : '' };
  };

  return {
    customers: {
      login: (email: string, password: string, cartId?: string) => login('customer/login', { email, password, cartId }),
      loginWithMagicLink: (token: string) => login('customer/login-with-magic-link', { token }),
      async logout(token: string): Promise<void> {
        await call('customer/logout', MessageSchema, { method: 'POST', token });
      },
      /** The token's customer, or null when the token is refused (401). */
      async self(token: string): Promise<Customer | null> {
        const result = await call('customer/self', RawCustomerSchema, { token }, { returnBodyOn401: true });
        return result.kind === 'ok' ? reshapeCustomer(result.data) : null;
      },
      /** Sets a new password with a reset link's token; false when the link is used or expired. */
      async resetPassword(token: string, password: string): Promise<boolean> {
        const result = await call('customer/reset-password', MessageSchema, { method: 'POST', body: { token, password } }, { returnBodyOn401: true });
        return result.kind !== 'rejected-body';
      },
      resetPasswordLink: (email: string, redirectUrl: string) => link('customer/generate-reset-password-link', { email, redirectUrl }),
      magicLink: (email: string, redirectUrl: string) => link('customer/generate-magic-link', { email, redirectUrl }),
    },

    products: {
      /** The storefront product for a slug, or null when there is none (or the slug cannot be one). */
      async product(slug: string): Promise<Product | null> {
        if (!PRODUCT_SLUG.test(slug)) return null;
        const raw = await this.bySlug(slug);
        return raw ? toProduct(raw, settings.shippingLocation) : null;
      },
      /**
       * Every listed product of a collection, in the collection's order: pages of 50 (the
       * backend's maximum), each cached; retired, hidden and page-less products dropped.
       */
      async collection(collectionSlug: string): Promise<Product[]> {
        if (!PRODUCT_SLUG.test(collectionSlug)) return [];
        const products: Product[] = [];
        for (let page = 1; page <= MAX_COLLECTION_PAGES; page++) {
          const { products: batch, total } = await this.list({ collectionSlug, page, limit: COLLECTION_PAGE_SIZE });
          for (const raw of batch) products.push(toProduct(raw, settings.shippingLocation));
          if (batch.length < COLLECTION_PAGE_SIZE || page * COLLECTION_PAGE_SIZE >= total) break;
        }
        return products.filter(isListed);
      },
      /** A product by its slug, or null when there is none. Cached unless a customer is named. */
      async bySlug(slug: string, customerId?: string): Promise<RawProduct | null> {
        const load = async () => {
          const result = await call(`product/slug/${encodeURIComponent(slug)}/for-web`, RawProductSchema, { query: { customerId } }, { emptyOn404: true });
          return result.kind === 'ok' ? result.data : null;
        };
        if (customerId) return load();
        const { value } = await cached(cache.deps, `product:slug:${slug}`, cache.policy, v.nullable(RawProductSchema), load);
        return value;
      },
      async list(query: { page?: number; limit?: number; collectionSlug?: string; webStatus?: string }) {
        const key = `product:list:${query.collectionSlug ?? ''}:${query.webStatus ?? ''}:${query.page ?? 1}:${query.limit ?? 24}`;
        const { value } = await cached(cache.deps, key, cache.policy, RawProductListSchema, async () => {
          const result = await call('product/for-web', RawProductListSchema, { query });
          return result.kind === 'ok' ? result.data : { products: [], total: 0 };
        });
        return value;
      },
    },

    carts: {
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
            if (withMeta.kind === 'ok') return reshapeCart(withMeta.data);
          } catch (error) {
            transport.report(error, { section: 'commerce', call: 'POST cart with metaData' });
          }
        }
        const result = await call('cart', RawCartSchema, { method: 'POST', body });
        if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no cart.', 502);
        return reshapeCart(result.data);
      },
      /** The cart; a missing cart rejects with 404 after clearing the cart cookie. */
      async get(id: string): Promise<Cart> {
        const result = await call(`cart/${encodeURIComponent(id)}`, RawCartSchema, {}, { cart: true });
        if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no cart.', 502);
        return reshapeCart(result.data);
      },
      addItem: async (id: string, item: { sku: string; quantity: number; itemData?: Record<string, unknown> | undefined }) =>
        cartResult(await call(`cart/${encodeURIComponent(id)}/item`, RawCartSchema, { method: 'POST', body: item }, { cart: true })),
      updateItem: async (id: string, sku: string, quantity: number) =>
        cartResult(await call(`cart/${encodeURIComponent(id)}/item/${encodeURIComponent(sku)}`, RawCartSchema, { method: 'PUT', body: { quantity } }, { cart: true })),
      removeItem: async (id: string, sku: string) =>
        cartResult(await call(`cart/${encodeURIComponent(id)}/item/${encodeURIComponent(sku)}`, RawCartSchema, { method: 'DELETE' }, { cart: true })),
      /**
       * Places the order for a cart. The backend makes a repeated checkout of one cart
       * answer with the order it already placed, so a double submit makes one order.
       */
      async checkout(id: string, input: CheckoutInput & { customerId?: string | undefined }): Promise<CheckoutResult> {
        const result = await call(`cart/${encodeURIComponent(id)}/checkout`, RawOrderSchema, { method: 'POST', body: input }, { cart: true });
        if (result.kind === 'ok') return { ok: true, order: reshapeOrder(result.data) };
        if (result.kind === 'rejected-body' && result.status === 422) return { ok: false, status: 422, message: result.message };
        throw new CommerceError('The commerce service sent no order.', 502);
      },
      setGiftMessage: async (id: string, giftMessage: string) =>
        cartResult(await call(`cart/${encodeURIComponent(id)}`, RawCartSchema, { method: 'PUT', body: { giftMessage } }, { cart: true })),
    },

    orders: {
      /** An order by id without addresses or payment; null when there is none. */
      async limited(id: string): Promise<Order | null> {
        try {
          const result = await call(`order/${encodeURIComponent(id)}/limited`, RawOrderSchema);
          return result.kind === 'ok' ? reshapeOrder(result.data) : null;
        } catch (error) {
          if (error instanceof CommerceError && error.statusCode === 404) return null;
          throw error;
        }
      },
      async lookup(email: string, orderNumber: string) {
        const result = await call('order/limited', RawOrderSchema, { query: { email, orderNumber } });
        return result.kind === 'ok' ? result.data : null;
      },
      async forCustomer(token: string, customerId: string, orderId: string) {
        const result = await call(`customer/${encodeURIComponent(customerId)}/order/${encodeURIComponent(orderId)}`, RawOrderSchema, { token });
        return result.kind === 'ok' ? result.data : null;
      },
    },

    clubs: {
      async membership(id: string) {
        const result = await call(`club-membership/${encodeURIComponent(id)}/limited`, RawClubMembershipSchema);
        return result.kind === 'ok' ? result.data : null;
      },
      async forCustomer(token: string, customerId: string) {
        const result = await call(`customer/${encodeURIComponent(customerId)}/club-membership`, MembershipsSchema, { token });
        return result.kind === 'ok' ? result.data.clubMemberships : [];
      },
      async cancel(token: string, customerId: string, membershipId: string, cancellationReason?: string) {
        const result = await call(
          `customer/${encodeURIComponent(customerId)}/club-membership/${encodeURIComponent(membershipId)}/cancel`,
          RawClubMembershipSchema,
          { method: 'PUT', token, body: { cancellationReason } },
        );
        return result.kind === 'ok' ? result.data : null;
      },
    },
  };
}
