// Content spec "Reservation widget": Tock, for tastings and tours. As a button it is a
// link to the venue (or one offering) on Tock; inline it is Tock's booking widget,
// loaded when the visitor opens it.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';
import { withRules } from '../kit/contract/editor-rules.ts';
import { OfferingIdSchema, TockIdSchema } from '../kit/inputs/tock.ts';

export const OFFERING_ID_MESSAGE = 'offeringId is required for a single offering';

export const ReservationWidgetOptionsSchema = withRules(
  v.object({
    tockId: TockIdSchema,
    widgetType: v.optional(v.picklist(['inline', 'button']), 'button'),
    tockButtonDesign: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
    buttonText: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Reserve a Tasting'),
    offeringType: v.optional(v.picklist(['all-offerings', 'single-offering']), 'all-offerings'),
    offeringId: v.optional(v.pipe(OfferingIdSchema, input({ showIf: "options.get('offeringType') === 'single-offering'" }))),
  }),
  [{ kind: 'requiredWhen', field: 'offeringId', when: { field: 'offeringType', equals: 'single-offering' }, message: OFFERING_ID_MESSAGE }],
);

export type ReservationWidgetOptions = v.InferOutput<typeof ReservationWidgetOptionsSchema>;
