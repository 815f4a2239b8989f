import * as v from 'valibot';
import { LinkSchema } from '../../ui/link/href.ts';
import { BUTTON_DESIGNS } from './button.schema.ts';

/** A button inside another block's options (hero, headline, text block...): the content spec's Button. */
export const ButtonOptionSchema = v.object({
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('a button needs text')),
  href: LinkSchema,
  // An empty label would hide the visible text from assistive technology; treat it as absent.
  ariaLabel: v.optional(v.pipe(v.string(), v.trim(), v.transform((label) => label || undefined))),
  design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
  outlined: v.optional(v.boolean(), false),
});

export type ButtonOption = v.InferOutput<typeof ButtonOptionSchema>;
