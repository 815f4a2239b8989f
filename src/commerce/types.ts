// The storefront's own commerce types. Raw backend shapes never leave src/commerce/.

export type Customer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  clubs: { title: string; cancelDate: string | null }[];
  tags: string[];
  orderCount: number;
  currentWebCartId: string | null;
  /** Spec: a club member has a club whose cancelDate is empty. */
  hasActiveClub: boolean;
  isValidUser: boolean;
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

/** What the browser may know of the customer: no token, no addresses. */
export type SessionCustomer = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email'>;

export type SessionSnapshot = {
  customer: SessionCustomer | null;
  cart: Cart | null;
  customerHasActiveClub: boolean;
};
