// The shapes of the commerce seed: what a developer edits to change the demo catalogue.
// Source: skynet-watcher/Commerce7 docs/developer/resources/products.md (the fields a seed product
// becomes).
export type SeedVariant = {
  sku: string;
  title: string;
  /** Cents. */
  price: number;
  comparePrice?: number;
  /** A promotion price, in cents, when lower than `price`. */
  addToCartPrice?: number;
  maxQuantityPerCart?: number;
  inventoryPolicy?: 'Back Order' | 'Dont Sell';
  /** Bottles (or units) for sale at the Napa warehouse; null: no inventory record at all. */
  stock: number | null;
  volumeInML?: number;
};

export type SeedWine = {
  vintage: number | null;
  type: 'Red' | 'White' | 'Rosé' | 'Sparkling' | 'Dessert';
  varietal: string;
  appellation: string;
  alcoholPercentage: number;
};

// Page slugs, accolades, display flags and quantity rules are not Commerce7's: they live in
// the page builder's c-7-products-data entries (content/c-7-products-data/), joined by `id`.
export type SeedProduct = {
  /** Commerce7 product ids are UUIDs; content/c-7-products-data/ names products by this id. */
  id: string;
  slug: string;
  title: string;
  subTitle?: string;
  teaser: string;
  content?: string;
  type: 'General Merchandise' | 'Tasting' | 'Wine' | 'Prime' | 'Bundle' | 'Cannabis' | 'Reservation' | 'Event Ticket' | 'Gift Card' | 'Collateral' | 'Rebate';
  /** Default Available. */
  webStatus?: 'Available' | 'Not Available' | 'Retired' | 'Hidden';
  /** File name in public/images/products/; none: the product has no image (`image: null`). */
  image?: string;
  imageAlt?: string;
  /** Collection slugs besides "all", which holds every product. */
  collections: string[];
  /** Default "Public". */
  availableTo?: string;
  wine?: SeedWine;
  giftCard?: 'Virtual' | 'Physical';
  variants: SeedVariant[];
};

export type SeedOrder = {
  orderNumber: number;
  id: string;
  submitted: string;
  fulfillmentStatus: 'Fulfilled' | 'Not Fulfilled' | 'Partially Fulfilled';
  shippingTotal: number;
  /** Club price on wine: the customer was an active member when ordering. */
  clubPriced: boolean;
  /** Collected at the winery instead of shipped (default: shipped to the customer's address). */
  pickup?: boolean;
  /**
   * Commerce7's purchaseType (orders.md), default Regular. A refund or an exchange names the
   * order it follows (previousOrder, its number); a refund's returned lines have negative
   * quantities, so its totals are negative (inferred: the docs show no refund example).
   */
  purchaseType?: 'Regular' | 'Refund' | 'Exchange' | 'Pickup To Ship' | 'Corporate Order';
  previousOrder?: number;
  items: [sku: string, quantity: number][];
};

export type SeedCustomer = {
  id: string;
  /** Null as Commerce7 sends it for a customer who never gave a name. */
  firstName: string | null;
  lastName: string | null;
  email: string;
  emailId: string;
  phone?: { id: string; phone: string };
  tags: string[];
  emailMarketingStatus: 'Subscribed' | 'Unsubscribed' | null;
  createdAt: string;
  memberships: { id: string; clubId: string; clubTitle: string; signupDate: string; cancelDate: string | null; cancellationReason?: string; frequency?: string; nextProcessDate?: string }[];
  orders: SeedOrder[];
};
