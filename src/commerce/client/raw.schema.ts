// The commerce backend's own shapes (Commerce7's documented objects), validated at the
// boundary. They stay inside src/commerce/: the app sees its own small types.
// The emulator (src/emulator/commerce/) answers in exactly these shapes.
import * as v from 'valibot';

const Id = v.pipe(v.string(), v.nonEmpty());
const Cents = v.pipe(v.number(), v.integer());
const Nullable = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);

export const RawEmailSchema = v.object({ id: Id, email: v.string(), status: v.optional(v.string()) });
export const RawPhoneSchema = v.object({ id: Id, phone: v.string() });
export const RawCustomerClubSchema = v.object({
  clubId: Id,
  clubTitle: v.string(),
  clubMembershipId: v.optional(v.string()),
  signupDate: Nullable(v.string()),
  /** Empty (null) while the membership is active. */
  cancelDate: Nullable(v.string()),
});
export const RawTagSchema = v.object({ id: Id, title: v.string() });

export const RawCustomerSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  emails: v.array(RawEmailSchema),
  phones: v.optional(v.array(RawPhoneSchema), []),
  clubs: v.optional(v.array(RawCustomerClubSchema), []),
  tags: v.optional(v.array(RawTagSchema), []),
  isValidUser: v.optional(v.boolean(), true),
  orderInformation: v.optional(
    v.object({
      currentWebCartId: Nullable(v.string()),
      orderCount: v.optional(v.number(), 0),
      lifetimeValue: v.optional(v.number(), 0),
      lastOrderDate: Nullable(v.string()),
      isActiveClubMember: v.optional(v.boolean(), false),
    }),
    { currentWebCartId: null, orderCount: 0, lifetimeValue: 0, lastOrderDate: null, isActiveClubMember: false },
  ),
});
export type RawCustomer = v.InferOutput<typeof RawCustomerSchema>;

/** POST customer/login → 200 { token, customer }. */
export const RawLoginSchema = v.object({ token: Id, customer: RawCustomerSchema });

// Products as Commerce7 documents them (products.md, REFERENCE.md "Real services"). Only
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
export const PRODUCT_TYPES = [
  'General Merchandise', 'Tasting', 'Wine', 'Prime', 'Bundle', 'Cannabis', 'Reservation',
  'Event Ticket', 'Gift Card', 'Collateral', 'Rebate',
] as const;
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
});
export type RawProduct = v.InferOutput<typeof RawProductSchema>;

/**
 * GET product/for-web → { products, total, collection }. Products stay unknown here: each
 * is checked on its own (RawProductSchema), so one bad product drops its card, not the list.
 */
export const RawProductListSchema = v.object({
  products: v.array(v.unknown()),
  total: v.number(),
  collection: v.optional(v.nullable(v.object({ id: Id, title: v.string(), slug: v.string() })), null),
});

export const RawCartItemSchema = v.object({
  id: Id,
  productId: Id,
  productVariantId: Id,
  sku: v.string(),
  productTitle: v.string(),
  variantTitle: Nullable(v.string()),
  image: Nullable(v.string()),
  type: v.optional(v.string(), 'Wine'),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Unit price charged, in cents (club price for active members). */
  price: Cents,
  /** Unit price before the club discount, when it differs. */
  comparePrice: Nullable(Cents),
  itemData: Nullable(v.record(v.string(), v.unknown())),
});

export const RawCartSchema = v.object({
  id: Id,
  customerId: Nullable(v.string()),
  channel: v.optional(v.string(), 'Web'),
  items: v.array(RawCartItemSchema),
  subTotal: Cents,
  totalDiscount: v.optional(Cents, 0),
  total: Cents,
  giftMessage: Nullable(v.string()),
});
export type RawCart = v.InferOutput<typeof RawCartSchema>;

/** A postal address as orders and memberships carry it (Commerce7 adds ids, country and phone, which the storefront does not read). */
export const RawAddressSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  address: v.string(),
  address2: Nullable(v.string()),
  city: v.string(),
  stateCode: v.string(),
  zipCode: v.string(),
});
export type RawAddress = v.InferOutput<typeof RawAddressSchema>;

export const RawOrderItemSchema = v.object({
  sku: v.string(),
  productTitle: v.string(),
  quantity: v.number(),
  price: Cents,
  comparePrice: Nullable(Cents),
});
export const RawOrderSchema = v.object({
  id: Id,
  orderNumber: v.number(),
  orderSubmittedDate: v.string(),
  customerId: Nullable(v.string()),
  email: v.optional(v.string()),
  orderType: v.optional(v.string(), 'Regular'),
  channel: v.optional(v.string(), 'Web'),
  items: v.array(RawOrderItemSchema),
  subTotal: Cents,
  shippingTotal: v.optional(Cents, 0),
  taxTotal: v.optional(Cents, 0),
  totalDiscount: v.optional(Cents, 0),
  total: Cents,
  fulfillmentStatus: v.optional(v.string(), 'Not Fulfilled'),
  /** Present on orders the storefront's checkout placed. */
  fulfillment: Nullable(v.picklist(['ship', 'pickup'])),
  shipTo: Nullable(RawAddressSchema),
  /** How it was paid (the customer's own order only): Commerce7's tenders, a card's brand and masked number. */
  tenders: v.optional(
    v.array(
      v.object({
        tenderType: v.string(),
        creditCard: Nullable(v.object({ cardBrand: v.string(), maskedCardNumber: v.string() })),
      }),
    ),
  ),
});
export type RawOrder = v.InferOutput<typeof RawOrderSchema>;

/** A customer's orders, one page: GET customer/{id}/order → { orders, total }. */
export const RawOrderListSchema = v.object({ orders: v.array(RawOrderSchema), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** A card on file, as Commerce7 describes it: only the brand, the masked number and the expiry; the token never leaves the backend. */
export const RawCreditCardSchema = v.object({
  cardBrand: v.string(),
  maskedCardNumber: v.string(),
  expiryMo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expiryYr: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RawCreditCard = v.InferOutput<typeof RawCreditCardSchema>;

/**
 * A club membership. The emulator names the club flat (clubId, clubTitle, as on the
 * customer's clubs[]); Commerce7's object nests it (club {id, title, slug}) and adds the
 * delivery method, and for subscription clubs the schedule. Which of the optional parts
 * the real limited and per-customer calls include is unverified (REFERENCE.md), so every
 * one is optional and the reshape reads whichever is present.
 */
export const RawClubMembershipSchema = v.pipe(
  v.object({
    id: Id,
    customerId: Id,
    clubId: Id,
    clubTitle: v.optional(v.string()),
    club: v.optional(v.object({ id: Id, title: v.string(), slug: Nullable(v.string()) })),
    status: v.picklist(['Active', 'Cancelled', 'On Hold']),
    signupDate: v.string(),
    cancelDate: Nullable(v.string()),
    /** The member's reason, one of Commerce7's cancellation reasons, once cancelled. */
    cancellationReason: Nullable(v.string()),
    orderDeliveryMethod: Nullable(v.picklist(['Ship', 'Pickup'])),
    shipTo: Nullable(RawAddressSchema),
    creditCard: Nullable(RawCreditCardSchema),
    subscription: Nullable(v.object({ frequency: v.string(), nextProcessDate: Nullable(v.string()) })),
  }),
  v.check((m) => Boolean(m.club?.title || m.clubTitle), 'A club membership names its club (club.title or clubTitle).'),
);
export type RawClubMembership = v.InferOutput<typeof RawClubMembershipSchema>;

/** GET customer/{id}/club-membership → { clubMemberships }. */
export const RawClubMembershipListSchema = v.object({ clubMemberships: v.array(RawClubMembershipSchema) });

/** A club (Commerce7's club object; GET club lists { clubs, total }). */
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

/** Error bodies: { statusCode, type, message } (Commerce7's error shape). */
export const RawErrorSchema = v.object({
  statusCode: v.optional(v.number()),
  type: v.optional(v.string()),
  message: v.string(),
});
