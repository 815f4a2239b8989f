// The storefront's own commerce types. Raw backend shapes never leave src/commerce/.
import type { CustomerSegment, TrackingSegment } from './rules/segment.ts';

export type Customer = {
  id: string;
  /** Null when the customer never gave one (Commerce7 sends null): show the e-mail instead. */
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** The id of the customer's first e-mail: carts carry it (spec 4 "Cart creation"). */
  emailId: string | null;
  phone: string | null;
  clubs: { title: string; cancelDate: string | null }[];
  tags: string[];
  orderCount: number;
  currentWebCartId: string | null;
  /** Spec: a club member has a club whose cancelDate is empty. */
  hasActiveClub: boolean;
  isValidUser: boolean;
  /** The customer's e-mail is subscribed to marketing: no sign-up pop-up for them. */
  subscribedToEmail: boolean;
};

export type CartItem = {
  sku: string;
  productTitle: string;
  quantity: number;
  /** Unit price in cents. */
  price: number;
  comparePrice: number | null;
  image: string | null;
};

export type Cart = {
  id: string;
  customerId: string | null;
  items: CartItem[];
  subTotal: number;
  total: number;
  giftMessage: string;
};

/** How to address a customer: their name, or their e-mail when they gave no name. */
export function customerDisplayName(customer: Pick<Customer, 'firstName' | 'lastName' | 'email'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
}

/** What the browser may know of the customer: no token, no addresses. */
export type SessionCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'>;

export type SessionSnapshot = {
  customer: SessionCustomer | null;
  cart: Cart | null;
  customerHasActiveClub: boolean;
  /** The tracking identity's segment, `club-member` or `normal` (rules/segment.ts); set with a customer. */
  segment?: TrackingSegment;
  /** Spec 3's customer segment (rules/segment.ts); set with a customer who is a member or has ordered. */
  customerSegment?: CustomerSegment;
  /**
   * The visitor's cookies promise a cart but it could not be read in time (a slow or failed
   * backend): the cart is unknown, not empty, and the sidebar offers to try again.
   */
  cartUnavailable?: true;
};

/** Neither a customer nor a cart: islands render from their props alone (and are reused). */
export function isAnonymousSession(session: SessionSnapshot): boolean {
  return !session.customer && !session.cart && !session.cartUnavailable;
}

export type ProductType =
  | 'General Merchandise'
  | 'Tasting'
  | 'Wine'
  | 'Prime'
  | 'Bundle'
  | 'Cannabis'
  | 'Reservation'
  | 'Event Ticket'
  | 'Gift Card'
  | 'Collateral'
  | 'Rebate'
  | 'notFound'
  /** A type the backend added after this code was written: shown, never sold. */
  | 'unknown';

export type WebStatus = 'Available' | 'Not Available' | 'Retired' | 'Hidden';

export type Inventory = { inventoryLocationId: string; availableForSaleCount: number };

export type Variant = {
  id: string;
  sku: string;
  title: string;
  /** Retail price, cents. */
  price: number;
  /** A promotion price, cents, when the backend sets one. */
  addToCartPrice: number | null;
  actionMessage: string | null;
  comparePrice: number | null;
  maxQuantityPerCart: number | null;
  inventoryPolicy: 'Back Order' | 'Dont Sell';
  /** null: the variant tracks no stock (a virtual gift card). */
  inventory: Inventory[] | null;
  volumeInML: number | null;
  alcoholPercentage: number | null;
  /** Computed by the availability rule (spec 4 "Variant availability"). */
  isAvailable: boolean;
};

/** productHeroOnly: the accolade shows on the product page's hero, never on cards. */
export type Accolade =
  | { accoladesType: 'points'; reviewPoints: number; publication: string | null; productHeroOnly: boolean }
  | { accoladesType: 'medal'; medalType: string; publication: string | null; productHeroOnly: boolean };

/** Spec 3 "Allocation": the members-only prompt's own words, from the page builder. */
export type AllocationCopy = {
  label: string | null;
  tooltipTitle: string | null;
  description: string | null;
  url: string | null;
  urlTitle: string | null;
  ctaTitle: string | null;
  ctaUrl: string | null;
};

/** Spec 3 "Seal": what the gallery's badge shows, from the first accolade. */
export type Seal = { kind: 'None' } | { kind: 'Points'; points: number } | { kind: 'Medal'; medal: string };

/**
 * A product image as it is shown (spec 3 "Product" images: src, altText, background,
 * customBackgroundImage, cropToFit); how it is dressed comes from the product's page entry.
 */
export type ProductImage = {
  src: string;
  altText: string;
  /** A name of the background colour map ('None': nothing painted). */
  background: 'None' | 'Gray' | 'White' | 'Red' | 'Gold' | 'Ash' | 'Black';
  customBackgroundImage: string | null;
  /** Fill the frame, cropped, rather than fit the whole image inside it. */
  cropToFit: boolean;
};

/**
 * A Commerce7 product joined to its page-builder entry (model c-7-products-data): the
 * commerce fields come from the backend, the page slug and every page extra (accolades,
 * flags, quantity rules, badge, layout, allocation copy) from the entry.
 */
export type Product = {
  id: string;
  /** The commerce slug. */
  slug: string;
  /** The page-builder product page slug: /product/{pageSlug}. Null: the product is not shown. */
  pageSlug: string | null;
  /** The c-7-products-data entry's id (spec 3 builderReferenceId). */
  builderReferenceId: string | null;
  title: string;
  subTitle: string | null;
  teaser: string | null;
  /** Sanitised HTML from the commerce backend. */
  content: string | null;
  type: ProductType;
  webStatus: WebStatus;
  image: string | null;
  images: ProductImage[];
  variants: Variant[];
  seo: { title: string | null; description: string | null };
  /** availableTo "Public" or another audience; isValidUser when the backend judged a customer. */
  security: { availableTo: string; isValidUser?: boolean | undefined };
  wine: {
    vintage: number | null;
    type: string | null;
    varietal: string | null;
    appellation: string | null;
    region: string | null;
    /** The first variant's (Commerce7 keeps alcohol on the variant). */
    alcoholPercentage: number | null;
  } | null;
  giftCard: { type: 'Virtual' | 'Physical' } | null;
  accolades: Accolade[];
  seal: Seal;
  collections: { slug: string; title: string }[];
  /** Spec 3: the variant preselected, by its position (0 when unset). */
  defaultVariantIndex: number;
  badge: 'New Release' | 'Library Wine' | 'None';
  layout: 'Regular' | 'Multiple' | 'Product pair' | 'Feature image';
  /** Spec 3 checkout types: what adding to the cart leads to (default: the cart sidebar). */
  checkoutType: 'Direct Checkout' | 'Single Step' | 'Default';
  hasFullWidthProductCard: boolean;
  hasDarkBackgroundProductCard: boolean;
  allocation: AllocationCopy | null;
  /** Editor flags (spec 3): default false. */
  soldOut: boolean;
  hideClubPrice: boolean;
  hideQuantitySelector: boolean;
  hideAddToCartForm: boolean;
  /** Spec 5: the quantity limit (default 99) and the multiplier applied to the entered quantity. */
  quantityLimit: number | null;
  quantityMultiplier: number;
};

/** Who is looking, as far as the product rules care. */
export type Viewer = {
  loggedIn: boolean;
  hasActiveClub: boolean;
  /** Customer tags, for tag-restricted products. */
  tags: readonly string[];
  /** Spec 6: a customer whose isValidUser is false sees the allocation prompt. */
  isValidUser: boolean;
};

export const ANONYMOUS_VIEWER: Viewer = { loggedIn: false, hasActiveClub: false, tags: [], isValidUser: true };

/** A postal address as the storefront shows it on receipts and memberships. */
export type Address = {
  firstName: string;
  lastName: string;
  address: string;
  address2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
};

export type OrderItem = { sku: string; productTitle: string; quantity: number; price: number; comparePrice: number | null };

/**
 * A placed order. The same type serves the checkout's answer, the receipt and the
 * lookups: a limited order (by id, or by e-mail and number) simply has no fulfillment
 * or address (null).
 */
export type Order = {
  id: string;
  orderNumber: number;
  /** Commerce7's purchaseType (storefront spec 3 "Order types"); Regular when not sent. */
  purchaseType: 'Regular' | 'Refund' | 'Exchange' | 'Pickup To Ship' | 'Corporate Order';
  /** The order a refund or an exchange follows (previousOrderId/Number), when the backend names it. */
  previousOrder: { id: string; number: number } | null;
  /** Whose order it is (null: a guest's); the receipt's owner rule reads it. */
  customerId: string | null;
  /** The cart it was placed from (Commerce7's order `cartId`): the checkout's hand-back proves itself with it. */
  cartId: string | null;
  submittedAt: string;
  email: string | null;
  items: OrderItem[];
  subTotal: number;
  shippingTotal: number;
  taxTotal: number;
  totalDiscount: number;
  total: number;
  /** The backend's word, e.g. "Not Fulfilled", "Fulfilled". */
  fulfillmentStatus: string;
  fulfillment: 'ship' | 'pickup' | null;
  shipTo: Address | null;
  /** The card it was paid with, brand and masked number only; null on a limited order. */
  card: { brand: string; masked: string } | null;
};

/** One page of a customer's orders, newest first. */
export type OrderPage = { orders: Order[]; total: number; page: number; pageSize: number; pageCount: number };

export type ClubMembershipStatus = 'Active' | 'Cancelled' | 'On Hold';

/** Commerce7's fixed list of reasons a member may give for cancelling (docs/real-services.md). */
export const CANCELLATION_REASONS = ['Too much wine', 'Financial reasons', 'Health reasons', 'Pregnant', 'Moving', 'Switching to another club', 'Other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** A card on file as a member may see it: never more than the backend's masked number. */
export type CardSummary = { brand: string; masked: string /** "MM/YY". */; expiry: string };

export type ClubMembership = {
  id: string;
  status: ClubMembershipStatus;
  /** slug: the club's commerce slug, null when the backend did not send the club object. */
  club: { id: string; title: string; slug: string | null };
  signupDate: string;
  /** Empty (null) while the membership runs. */
  cancelDate: string | null;
  /** Why the member cancelled, as they chose it; null while the membership runs. */
  cancellationReason: string | null;
  /** Null when the backend did not say how the club's orders reach the member. */
  delivery: 'ship' | 'pickup' | null;
  shipTo: Address | null;
  card: CardSummary | null;
  /**
   * What could not be read just now because the tenant's app-call budget was spent (shown as
   * the store's busy words where it would be, never as "none on file"); absent when all was read.
   */
  storeBusy?: ('shipTo' | 'card')[];
  /** Subscription clubs only: how often and when the next order is processed. */
  subscription: { frequency: string; nextProcessDate: string | null } | null;
};

/** A club or subscription in the commerce backend; its slug is its page's slug. */
export type Club = {
  id: string;
  title: string;
  slug: string;
  type: 'Traditional' | 'Subscription';
  /** HTML from the backend. */
  content: string;
  /** Open for sign-up online (web and admin status Available). */
  available: boolean;
};

export type ClubJoinResult = { ok: true; membership: ClubMembership } | { ok: false; status: 409 | 422; message: string };
export type RegisterResult = Extract<LoginResult, { ok: true }> | { ok: false; status: 409; message: string };

export type LoginResult =
  | {
      ok: true;
      token: string;
      customer: Customer;
      /** The consent record kept on the account (its raw value; the caller parses it), or null. */
      storedConsent: string | null;
    }
  | { ok: false; message: string };
export type CartResult = { ok: true; cart: Cart } | { ok: false; status: 422; message: string };
export type LinkResult = { ok: true; message: string } | { ok: false; message: string };

export type CommerceSettings = {
  /**
   * Spec: availability is judged by the inventory at this location (C7_WINE_SHIPPING_LOCATION),
   * or, unset, by the one Commerce7 marks as the web ship location (looked up once, cached).
   */
  shippingLocation?: string | (() => Promise<string>);
  /** Whether Commerce7 sends its own e-mail on a sign-up and a club join (isSendTransactionEmail). */
  sendTransactionEmail?: boolean;
  /** The customer metaData field holding the consent record (CONSENT_METADATA_FIELD). */
  consentField?: string;
};
