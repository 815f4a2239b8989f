// Content spec "Reservation widget ... Embed button settings: displayType, design, tockId,
// button list": Tock's booking as buttons. One button books the venue (or its first
// offering); a list shows each offering with its own button. Each is a link to Tock, so
// nothing of Tock's loads on the page until the visitor goes there.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { OfferingIdSchema, TockIdSchema } from '../kit/inputs/tock.ts';

export const EMBED_BUTTON_DISPLAY_TYPES = ['button', 'list'] as const;
export const BUTTON_TEXT_MESSAGE = 'Each reservation button needs its text';
export const NO_BUTTONS_MESSAGE = 'Add at least one reservation button';

const ReservationButtonSchema = v.object({
  text: v.pipe(v.string(BUTTON_TEXT_MESSAGE), v.trim(), v.nonEmpty(BUTTON_TEXT_MESSAGE), v.maxLength(60)),
  /** The Tock offering the button books; without it, the venue's page with every offering. */
  offeringId: v.optional(OfferingIdSchema),
  /** A line under the offering in a list: what it is, how long, what it costs. */
  description: OptionalTextSchema,
});

export const ReservationEmbedButtonOptionsSchema = v.object({
  displayType: v.optional(v.picklist(EMBED_BUTTON_DISPLAY_TYPES), 'button'),
  design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
  tockId: TockIdSchema,
  /** Shown above a list. */
  title: v.optional(v.pipe(v.string(), v.trim(), input({ showIf: "options.get('displayType') === 'list'" }))),
  buttons: v.optional(v.pipe(v.array(ReservationButtonSchema), v.minLength(1, NO_BUTTONS_MESSAGE)), [{ text: 'Reserve a Tasting' }]),
});

export type ReservationEmbedButtonOptions = v.InferOutput<typeof ReservationEmbedButtonOptionsSchema>;
