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
export function needsAllocation(
  product: Pick<Product, 'security'>,
  viewer: Viewer,
  options: { customerRestricted?: boolean } = {},
): boolean {
  if (options.customerRestricted) return true;
  if (!viewer.loggedIn) return !isPublic(product);
  return !isValidUserFor(product, viewer);
}
