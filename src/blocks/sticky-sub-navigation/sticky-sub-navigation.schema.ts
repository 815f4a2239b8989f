// Content spec "Sticky sub-navigation": a title and at most two buttons that stay at the
// top of the window once the visitor scrolls past them.
import * as v from 'valibot';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';

/** Content spec section 5: the editor's alert for a third button. */
export const MAX_STICKY_BUTTONS = 2;
export const MAX_STICKY_BUTTONS_MESSAGE = 'maximum "Buttons" is 2';

export const StickySubNavigationOptionsSchema = v.object({
  title: v.pipe(v.string('title is required'), v.trim(), v.nonEmpty('title is required')),
  buttons: v.optional(v.pipe(v.array(ButtonOptionSchema), v.maxLength(MAX_STICKY_BUTTONS, MAX_STICKY_BUTTONS_MESSAGE)), []),
});

export type StickySubNavigationOptions = v.InferOutput<typeof StickySubNavigationOptionsSchema>;
