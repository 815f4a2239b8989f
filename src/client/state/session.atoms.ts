// Session state shared by every island: one store per request on the server, one per
// page in the browser, seeded once from the session the server rendered.
import { atom } from 'jotai';

export type SessionCustomer = { id: string; firstName: string; lastName: string; email: string };
export type SessionCartItem = {
  sku: string;
  productTitle: string;
  quantity: number;
  price: number;
  comparePrice: number | null;
};
export type SessionCart = { id: string; total: number; items: SessionCartItem[]; giftMessage: string };

export type SessionSnapshot = {
  customer: SessionCustomer | null;
  cart: SessionCart | null;
  customerHasActiveClub: boolean;
};

export const EMPTY_SESSION: SessionSnapshot = { customer: null, cart: null, customerHasActiveClub: false };

export const customerAtom = atom<SessionCustomer | null>(null);
export const cartAtom = atom<SessionCart | null>(null);
export const customerHasActiveClubAtom = atom(false);
export const isCartVisibleAtom = atom(false);
export const isCartDisabledAtom = atom(false);

/** Spec: the header treats a customer as logged in when firstName is present. */
export const isLoggedInAtom = atom((get) => Boolean(get(customerAtom)?.firstName));

/** Spec: item count is the sum of quantities. */
export const cartCountAtom = atom((get) => (get(cartAtom)?.items ?? []).reduce((sum, item) => sum + item.quantity, 0));

export const seedSessionAtom = atom(null, (_get, set, snapshot: SessionSnapshot) => {
  set(customerAtom, snapshot.customer);
  set(cartAtom, snapshot.cart);
  set(customerHasActiveClubAtom, snapshot.customerHasActiveClub);
});
