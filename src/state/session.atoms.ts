// Session state shared by every island: one store per request on the server, one per
// page in the browser, seeded once from the session the server rendered.
import { atom } from 'jotai';

import type { Cart, SessionCustomer, SessionSnapshot } from '../commerce/types.ts';

export type { SessionSnapshot };

export const EMPTY_SESSION: SessionSnapshot = { customer: null, cart: null, customerHasActiveClub: false };

export const customerAtom = atom<SessionCustomer | null>(null);
export const cartAtom = atom<Cart | null>(null);
export const customerHasActiveClubAtom = atom(false);
export const isCartVisibleAtom = atom(false);
export const isCartDisabledAtom = atom(false);
/** The server could not read the cart the cookies name: unknown, not empty (the sidebar offers a retry). */
export const cartUnavailableAtom = atom(false);

/**
 * Spec: the header treats a customer as logged in when firstName is present, which stood
 * for "a customer is loaded". Commerce7 sends null for a customer who never gave a name
 * (customers.md), and such a customer is signed in all the same: a loaded customer is the test.
 */
export const isLoggedInAtom = atom((get) => Boolean(get(customerAtom)?.id));

/** Spec: item count is the sum of quantities. */
export const cartCountAtom = atom((get) => (get(cartAtom)?.items ?? []).reduce((sum, item) => sum + item.quantity, 0));

export const seedSessionAtom = atom(null, (_get, set, snapshot: SessionSnapshot) => {
  set(customerAtom, snapshot.customer);
  set(cartAtom, snapshot.cart);
  set(customerHasActiveClubAtom, snapshot.customerHasActiveClub);
  set(cartUnavailableAtom, snapshot.cartUnavailable === true);
});
