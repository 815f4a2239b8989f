// Tock, for tastings and tours: the venues every block that books on Tock picks from, and
// the link to a venue (or one offering) on it.
import * as v from 'valibot';

/** Content spec section 9: two Tock venues (their ids are not in the spec: ours are these). */
export const TOCK_VENUES = ['triangleridgewinery', 'triangleridgedowntown'] as const;
export const TOCK_ORIGIN = 'https://www.exploretock.com';
export type TockVenue = (typeof TOCK_VENUES)[number];

/** A venue from the list: every block that books on Tock takes its tockId so. */
export const TockIdSchema = v.picklist(TOCK_VENUES, `tockId must be one of ${TOCK_VENUES.join(', ')}`);
/** A Tock offering's number. */
export const OfferingIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'offeringId is the number of a Tock offering'));

/** The venue's (or the offering's) page on Tock. */
export function tockUrl(options: { tockId: TockVenue; offeringType: 'all-offerings' | 'single-offering'; offeringId?: string | undefined }): string {
  const single = options.offeringType === 'single-offering' && options.offeringId;
  return `${TOCK_ORIGIN}/${options.tockId}${single ? `/experience/${options.offeringId}` : ''}`;
}
