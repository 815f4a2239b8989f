import * as v from 'valibot';
import { LinkSchema } from '../../ui/link/href.ts';
import { wholeNumberInRange } from '../kit/inputs/number.schema.ts';
import { input } from '../../ui/editor/input.ts';

export const VARIETALS = [
  'Cabernet Sauvignon',
  'Cabernet Franc',
  'Chardonnay',
  'Grenache',
  'Malbec',
  'Merlot',
  'Mourvedre',
  'Orange Muscat',
  'Petit Verdot',
  'Petite Sirah',
  'Syrah',
  'Tempranillo',
  'Viognier',
  'Zinfandel',
  'OTHER',
] as const;
export const BODIES = ['Light', 'Medium Light', 'Medium', 'Medium Full', 'Full'] as const;
export const PERCENTAGE_MESSAGE = 'Only numbers between 1 and 100 are allowed for percentage';
/** Content spec 5: "varietal percentages should sum to 100 (helper text only)": said to the editor, never enforced. */
export const COMPOSITION_HELPER_TEXT = 'The varietal percentages should sum to 100';

/** Content spec "Wine specs": composition, body and details. */
export const WineSpecsOptionsSchema = v.object({
  header: v.optional(v.pipe(v.string(), v.trim()), 'Wine Specs'),
  composition: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.object({
            varietal: v.picklist(VARIETALS),
            otherVarietal: v.optional(v.pipe(v.string(), v.trim())),
            percentage: wholeNumberInRange({ min: 1, max: 100 }, PERCENTAGE_MESSAGE),
          }),
          v.transform((part) => ({ name: part.varietal === 'OTHER' ? part.otherVarietal || 'Other' : part.varietal, percentage: part.percentage })),
        ),
      ),
      input({ helperText: COMPOSITION_HELPER_TEXT }),
    ),
    [],
  ),
  body: v.optional(v.picklist(BODIES)),
  details: v.optional(
    v.array(v.object({ category: v.optional(v.pipe(v.string(), v.trim()), ''), categoryTitle: v.pipe(v.string(), v.trim(), v.nonEmpty()), description: v.pipe(v.string(), v.trim()) })),
    [],
  ),
  ctaLink: v.optional(v.object({ text: v.pipe(v.string(), v.trim(), v.nonEmpty()), href: LinkSchema })),
});

export type WineSpecsOptions = v.InferOutput<typeof WineSpecsOptionsSchema>;
