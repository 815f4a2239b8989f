import * as v from 'valibot';
import { LinkSchema } from '../../ui/link/href.ts';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';

/** Builder's Core:Button plus the content spec's design options. */
export const ButtonOptionsSchema = v.object({
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('a button needs text')),
  link: v.optional(LinkSchema),
  href: v.optional(LinkSchema),
  openLinkInNewTab: v.optional(v.boolean(), false),
  ariaLabel: v.optional(v.string()),
  design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
  outlined: v.optional(v.boolean(), false),
});
