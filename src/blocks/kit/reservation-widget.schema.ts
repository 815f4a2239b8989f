// Content spec "Reservation widget": Tock, for tastings and tours. As a button it is a
// link to the venue (or one offering) on Tock; inline it is Tock's booking widget,
// loaded when the visitor opens it.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { BUTTON_DESIGNS } from './button.schema.ts';
import { withRules } from './editor-rules.ts';

/** Content spec section 9: two Tock venues (their ids are not in the spec: ours are these). */
export const TOCK_VENUES = ['triangleridgewinery', 'triangleridgedowntown'] as const;
export const TOCK_ORIGIN = 'https://www.exploretock.com';
export const OFFERING_ID_MESSAGE = 'offeringId is required for a single offering';
export type TockVenue = (typeof TOCK_VENUES)[number];

/** A venue from the list: every block that books on Tock takes its tockId so. */
export const TockIdSchema = v.picklist(TOCK_VENUES, `tockId must be one of ${TOCK_VENUES.join(', ')}`);
/** A Tock offering's number. */
export const OfferingIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'offeringId is the number of a Tock offering'));

export const ReservationWidgetOptionsSchema = withRules(
  v.object({
    tockId: TockIdSchema,
    widgetType: v.optional(v.picklist(['inline', 'button']), 'button'),
    tockButtonDesign: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
    buttonText: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Reserve a Tasting'),
    offeringType: v.optional(v.picklist(['all-offerings', 'single-offering']), 'all-offerings'),
    offeringId: v.optional(
      v.pipe(OfferingIdSchema, input({ showIf: "options.get('offeringType') === 'single-offering'" })),
    ),
  }),
  [{ kind: 'requiredWhen', field: 'offeringId', when: { field: 'offeringType', equals: 'single-offering' }, message: OFFERING_ID_MESSAGE }],
);

export type ReservationWidgetOptions = v.InferOutput<typeof ReservationWidgetOptionsSchema>;

/** The venue's (or the offering's) page on Tock. */
export function tockUrl(options: Pick<ReservationWidgetOptions, 'tockId' | 'offeringType' | 'offeringId'>): string {
  const single = options.offeringType === 'single-offering' && options.offeringId;
  return `${TOCK_ORIGIN}/${options.tockId}${single ? `/experience/${options.offeringId}` : ''}`;
}
