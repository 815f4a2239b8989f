import type { Product, Viewer } from '../types.ts';

/** Spec 6 and 9: the members-only prompt's default label and button. */
export const ALLOCATION_DEFAULTS = { label: 'Members Exclusive', ctaTitle: 'Join Now' } as const;

const TAG_PREFIX = 'tag:';

const audienceOf = (product: Pick<Product, 'security'>): string => product.security.availableTo.trim().toLowerCase();

const isPublic = (product: Pick<Product, 'security'>): boolean => audienceOf(product) === 'public';

/** Whether this viewer may buy the product (spec 3 "Security", spec 6). */
export function isValidUserFor(product: Pick<Product, 'security'>, viewer: Viewer): boolean {
  const judged = product.security.isValidUser;
  // The backend's verdict for this customer wins, but a customer flagged invalid stays invalid everywhere.
  if (typeof judged === 'boolean') return judged && viewer.isValidUser;
  if (!viewer.isValidUser) return false;
  const audience = audienceOf(product);
  if (audience === 'public') return true;
  // Tags first: a tag such as "Tag: Club Insiders" names a tag, not the club audience.
  if (audience.startsWith(TAG_PREFIX)) {
    const tag = audience.slice(TAG_PREFIX.length).trim();
    return viewer.tags.some((own) => own.trim().toLowerCase() === tag);
  }
  if (audience.includes('club')) return viewer.hasActiveClub;
  // "Allocation" and anything unknown: only the backend can grant it, so fail closed.
  return false;
}

/** Spec 4: whether the price and add-to-cart give way to the allocation block. */
export function needsAllocation(product: Pick<Product, 'security'>, viewer: Viewer, options: { customerRestricted?: boolean } = {}): boolean {
  if (options.customerRestricted) return true;
  if (!viewer.loggedIn) return !isPublic(product);
  return !isValidUserFor(product, viewer);
}

/**
 * Whether a signed-in customer's own answer for a product (`for-web?customerId=`, spec 7)
 * can differ from the shared, anonymous one in anything the store uses, judged from the
 * shared answer. The spec names one per-customer field, `security.isValidUser` (spec 3
 * "Security"; spec 4 "Product card and hero purchase state": the allocation block shows "when
 * the customer is not logged in and the product is not public, or when the logged-in customer
 * is not a valid user"), and for a public product the store's verdict is the viewer's own
 * (isValidUserFor: public is open to every valid user, and a customer is a valid user:
 * client/reshape.ts). Prices are not per customer in the store: the club price
 * is its own arithmetic (retail minus clubDiscountPercentage, spec 4 "Price display"), and
 * stock is the ship location's, the same for everyone. So only a product that is not public
 * (Club, Allocation, a tag, anything unknown, or no audience at all: asking is the safe side)
 * needs the customer's own answer.
 * Unverified: Commerce7's docs do not describe the customerId parameter; whether it changes
 * anything else (a member-only promotion's addToCartPrice, a public product refused to one
 * customer) is not known. The twin changes only isValidUser (emulator products/routes.ts
 * judgeFor). This is the one place to change if the real service does more.
 */
export function answerDependsOnCustomer(shared: { security?: { availableTo?: string | null } | null }): boolean {
  return (shared.security?.availableTo ?? '').trim().toLowerCase() !== 'public';
}
