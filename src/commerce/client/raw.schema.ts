// The commerce backend's own shapes (Commerce7's documented objects), validated at the
// boundary. They stay inside src/commerce/: the app sees its own small types.
// The emulator (src/emulator/commerce/) answers in exactly these shapes.
import * as v from 'valibot';

const Id = v.pipe(v.string(), v.nonEmpty());
const Cents = v.pipe(v.number(), v.integer());
const Nullable = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);

export const RawEmailSchema = v.object({ id: Id, email: v.string() });
export const RawPhoneSchema = v.object({ id: Id, phone: v.string() });
export const RawCustomerClubSchema = v.object({
  clubId: Id,
  clubTitle: v.string(),
  clubMembershipId: Nullable(v.string()),
  signupDate: Nullable(v.string()),
  /** Empty (null) while the membership is active. */
  cancelDate: Nullable(v.string()),
});
export const RawTagSchema = v.object({ id: Id, title: v.string() });

/**
 * Commerce7's customer object (customers.md): "If no data exists, null will be returned",
 * and every field but the e-mail is optional, so names, birth date, marketing status,
 * lists and the order summary may each be null or missing. An unknown marketing status
 * reads as not subscribed rather than failing the customer.
 */
export const RawCustomerSchema = v.object({
  id: Id,
  firstName: Nullable(v.string()),
  lastName: Nullable(v.string()),
  birthDate: Nullable(v.string()),
  emailMarketingStatus: Nullable(v.string()),
  /**
   * Each app's own data, keyed by app id (custom-app-data.md): read by ../customers.ts only.
   * A shape we did not expect reads as none rather than failing the customer.
   */
  appData: v.fallback(Nullable(v.record(v.string(), v.unknown())), null),
  /** The tenant's own customer fields (customers.md `metaData`): read by ../customers.ts only. */
  metaData: v.fallback(Nullable(v.record(v.string(), v.unknown())), null),
  emails: v.pipe(v.array(RawEmailSchema), v.minLength(1)),
  phones: v.pipe(
    Nullable(v.array(RawPhoneSchema)),
    v.transform((list) => list ?? []),
  ),
  clubs: v.pipe(
    Nullable(v.array(RawCustomerClubSchema)),
    v.transform((list) => list ?? []),
  ),
  tags: v.pipe(
    Nullable(v.array(RawTagSchema)),
    v.transform((list) => list ?? []),
  ),
  orderInformation: v.pipe(
    Nullable(
      v.object({
        currentWebCartId: Nullable(v.string()),
        orderCount: Nullable(v.number()),
        lifetimeValue: Nullable(v.number()),
        lastOrderDate: Nullable(v.string()),
      }),
    ),
    v.transform((info) => ({ currentWebCartId: info?.currentWebCartId ?? null, orderCount: info?.orderCount ?? 0 })),
  ),
});
export type RawCustomer = v.InferOutput<typeof RawCustomerSchema>;

/** POST customer/login → 200 { token, customer }. */
export const RawLoginSchema = v.object({ token: Id, customer: RawCustomerSchema });

// Products as Commerce7 documents them (products.md, docs/real-services.md "What production answers"). Only
// what the storefront reads is checked; enum fields are plain strings here, so a value
// Commerce7 adds later degrades that product in the reshape instead of failing the list.

/** An inventory record of one location (inventory-location.md: location ids are UUIDs). */
export const RawInventorySchema = v.object({
  inventoryLocationId: Id,
  availableForSaleCount: v.number(),
});

export const RawVariantSchema = v.object({
  id: Id,
  sku: v.string(),
  title: Nullable(v.string()),
  price: Cents,
  comparePrice: Nullable(Cents),
  addToCartPrice: Nullable(Cents),
  maxQuantityPerCart: Nullable(v.number()),
  /** "Back Order" | "Dont Sell" today; anything else is read as "Dont Sell" (stock decides). */
  inventoryPolicy: Nullable(v.string()),
  /** null: the variant tracks no stock (a virtual gift card). */
  inventory: Nullable(v.array(RawInventorySchema)),
  volumeInML: Nullable(v.number()),
  alcoholPercentage: Nullable(v.number()),
});

/** Commerce7's product types (products.md) and the spec's Prime. */
export const PRODUCT_TYPES = ['General Merchandise', 'Tasting', 'Wine', 'Prime', 'Bundle', 'Cannabis', 'Reservation', 'Event Ticket', 'Gift Card', 'Collateral', 'Rebate'] as const;
export const WEB_STATUSES = ['Available', 'Not Available', 'Retired', 'Hidden'] as const;

export const RawProductSchema = v.object({
  id: Id,
  slug: v.string(),
  title: v.string(),
  subTitle: Nullable(v.string()),
  teaser: Nullable(v.string()),
  content: Nullable(v.string()),
  type: v.string(),
  webStatus: v.string(),
  adminStatus: Nullable(v.string()),
  image: Nullable(v.string()),
  images: v.optional(v.nullable(v.array(v.object({ src: Nullable(v.string()) }))), []),
  /** A product may have no variant at all. */
  variants: v.optional(v.nullable(v.array(RawVariantSchema)), []),
  collections: v.optional(v.nullable(v.array(v.object({ id: Id, title: v.string(), slug: v.string() }))), []),
  seo: Nullable(v.object({ title: Nullable(v.string()), description: Nullable(v.string()) })),
  /** isValidUser: the backend's verdict for the customer named in the request, when one was. */
  security: Nullable(v.object({ availableTo: Nullable(v.string()), isValidUser: v.optional(v.boolean()) })),
  wine: Nullable(
    v.object({
      vintage: Nullable(v.number()),
      type: Nullable(v.string()),
      varietal: Nullable(v.string()),
      region: Nullable(v.string()),
      appellation: Nullable(v.string()),
      countryCode: Nullable(v.string()),
    }),
  ),
  giftCard: Nullable(v.object({ type: Nullable(v.string()) })),
  /** When the product last changed (products.md's Product object: ISO 8601); the sitemap's lastmod. */
  updatedAt: Nullable(v.string()),
});
export type RawProduct = v.InferOutput<typeof RawProductSchema>;

/**
 * GET product/for-web → { products, total, collection }. Products stay unknown here: each
 * is checked on its own (RawProductSchema), so one bad product drops its card, not the list.
 */
export const RawProductListSchema = v.object({
  products: v.array(v.unknown()),
  total: v.number(),
  /**
   * The collection asked for; without a collectionSlug the real answer's is only
   * `{ productCount }` (the recorded answer: leftathome/nagus internal/connector/commerce7/
   * testdata/tablas_for_web.json), which reads as no collection. Anything else unexpected
   * reads as none too: the products are what the list is for.
   */
  collection: v.pipe(
    v.fallback(v.optional(v.nullable(v.object({ id: v.optional(Id), title: v.optional(v.string()), slug: v.optional(v.string()) })), null), null),
    v.transform((c) => (c?.id !== undefined && c.title !== undefined && c.slug !== undefined ? { id: c.id, title: c.title, slug: c.slug } : null)),
  ),
});

export const RawCartItemSchema = v.object({
  id: Id,
  productId: Id,
  productVariantId: Id,
  sku: v.string(),
  productTitle: v.string(),
  productVariantTitle: Nullable(v.string()),
  image: Nullable(v.string()),
  type: v.optional(v.string(), 'Wine'),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Unit price charged, in cents (the club price for active members). */
  price: Cents,
  /** Unit price before any discount (orders.md's cart and order items). */
  originalPrice: Nullable(Cents),
  /** The product's compare-at price, not the pre-discount price. */
  comparePrice: Nullable(Cents),
  itemData: Nullable(v.record(v.string(), v.unknown())),
});

/** Commerce7's cart object (orders.md "Cart object"): the fields the storefront reads. */
export const RawCartSchema = v.object({
  id: Id,
  customerId: Nullable(v.string()),
  channel: v.optional(v.string(), 'Web'),
  items: v.array(RawCartItemSchema),
  subTotal: Cents,
  total: Cents,
  giftMessage: Nullable(v.string()),
});
export type RawCart = v.InferOutput<typeof RawCartSchema>;

/**
 * A postal address as orders (shipTo, billTo) and the customer's address book carry it
 * (orders.md, customer-addresses.md). Any field may be null.
 */
export const RawAddressSchema = v.object({
  firstName: Nullable(v.string()),
  lastName: Nullable(v.string()),
  address: Nullable(v.string()),
  address2: Nullable(v.string()),
  city: Nullable(v.string()),
  stateCode: Nullable(v.string()),
  zipCode: Nullable(v.string()),
});
export type RawAddress = v.InferOutput<typeof RawAddressSchema>;

export const RawOrderItemSchema = v.object({
  sku: v.string(),
  productTitle: v.string(),
  quantity: v.number(),
  /** Charged. */
  price: Cents,
  /** Before discount. */
  originalPrice: Nullable(Cents),
  /** The product's compare-at price. */
  comparePrice: Nullable(Cents),
});

/** orderDeliveryMethod's documented values; another one reads as unknown (null), not a failure. */
const DELIVERY_METHODS = ['Ship', 'Pickup', 'Carry Out'] as const;
const DeliveryMethod = v.pipe(
  Nullable(v.string()),
  v.transform((value) => ((DELIVERY_METHODS as readonly (string | null)[]).includes(value) ? (value as (typeof DELIVERY_METHODS)[number]) : null)),
);

/** Commerce7's order object (orders.md); the limited lookups leave out addresses and tenders. */
export const RawOrderSchema = v.object({
  id: Id,
  orderNumber: v.number(),
  orderSubmittedDate: v.string(),
  /** orders.md "ENUMs": Refund, Exchange, Pickup To Ship, Regular, Corporate Order; read by orderTypeOf. */
  purchaseType: Nullable(v.unknown()),
  /** The order a refund or an exchange follows (orders.md's order object); null on most. */
  previousOrderId: Nullable(v.string()),
  previousOrderNumber: Nullable(v.number()),
  customerId: Nullable(v.string()),
  /** The cart the order was placed from (orders.md's order object). */
  cartId: Nullable(v.string()),
  /** A root field of orders.md's create request. */
  email: Nullable(v.string()),
  channel: v.optional(v.string(), 'Web'),
  items: v.array(RawOrderItemSchema),
  subTotal: Cents,
  shipTotal: Nullable(Cents),
  taxTotal: Nullable(Cents),
  total: Cents,
  fulfillmentStatus: v.optional(v.string(), 'Not Fulfilled'),
  orderDeliveryMethod: DeliveryMethod,
  shipTo: Nullable(RawAddressSchema),
  billTo: Nullable(RawAddressSchema),
  /** How it was paid: Commerce7's tenders, a card's brand and masked number. */
  tenders: v.pipe(
    Nullable(
      v.array(
        v.object({
          tenderType: v.string(),
          creditCard: Nullable(v.object({ cardBrand: v.string(), maskedCardNumber: v.string() })),
        }),
      ),
    ),
    v.transform((list) => list ?? []),
  ),
});
export type RawOrder = v.InferOutput<typeof RawOrderSchema>;

/** A page of orders: GET order?customerId= → { orders, total } (orders.md). */
export const RawOrderListSchema = v.object({ orders: v.array(RawOrderSchema), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** A card on file (customer-credit-cards.md): the storefront reads only brand, masked number and expiry. */
export const RawCreditCardSchema = v.object({
  id: Id,
  cardBrand: v.string(),
  maskedCardNumber: v.string(),
  expiryMo: Nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  expiryYr: Nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type RawCreditCard = v.InferOutput<typeof RawCreditCardSchema>;

/** An address on file (customer-addresses.md). */
export const RawCustomerAddressSchema = v.object({ id: Id, customerId: Id, ...RawAddressSchema.entries });

/**
 * A club membership (club-memberships.md): the address and card by id only, the club
 * nested. `subscription` ({ frequency: "<months>", nextProcessDate }) is what the create
 * request takes for subscription clubs; whether reads return it is unverified, so it is
 * optional. `cancellationReason` is one of the page's ENUMs.
 */
export const RawClubMembershipSchema = v.object({
  id: Id,
  customerId: Id,
  clubId: Id,
  club: v.object({ id: Id, title: v.string(), slug: Nullable(v.string()) }),
  status: v.picklist(['Active', 'Cancelled', 'On Hold']),
  signupDate: v.string(),
  cancelDate: Nullable(v.string()),
  cancellationReason: Nullable(v.string()),
  orderDeliveryMethod: Nullable(v.picklist(['Ship', 'Pickup'])),
  billToCustomerAddressId: Nullable(v.string()),
  shipToCustomerAddressId: Nullable(v.string()),
  customerCreditCardId: Nullable(v.string()),
  subscription: Nullable(v.object({ frequency: v.string(), nextProcessDate: Nullable(v.string()) })),
});
export type RawClubMembership = v.InferOutput<typeof RawClubMembershipSchema>;

/** GET customer/{id}/club-membership → { clubMemberships }. */
export const RawClubMembershipListSchema = v.object({ clubMemberships: v.array(RawClubMembershipSchema) });

/** A club (clubs.md; GET club lists { clubs, total }). webStatus and adminStatus are in its ENUMs. */
export const RawClubSchema = v.object({
  id: Id,
  title: v.string(),
  slug: Id,
  type: v.picklist(['Traditional', 'Subscription']),
  content: Nullable(v.string()),
  seo: Nullable(v.object({ title: Nullable(v.string()), description: Nullable(v.string()) })),
  webStatus: v.optional(v.string(), 'Available'),
  adminStatus: v.optional(v.string(), 'Available'),
});
export type RawClub = v.InferOutput<typeof RawClubSchema>;
export const RawClubListSchema = v.object({ clubs: v.array(RawClubSchema) });

/** What the storefront reads back from creating an address or a card on file: its id. */
export const RawCreatedSchema = v.object({ id: Id });

/** Error bodies: { statusCode, type, message, errors: [] } (app-platform/authenticate-app.md). */
export const RawErrorSchema = v.object({
  statusCode: v.optional(v.number()),
  type: v.optional(v.string()),
  message: v.string(),
  errors: v.optional(v.array(v.unknown())),
});
