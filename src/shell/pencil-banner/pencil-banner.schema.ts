// The `pencil-banner` content model's options (content spec section 3, "Pencil banner"):
// design, bannerType (default or countdown), endDate, text (required), url, hideCloseBtn.
// Editors clearing a field leave null in it: that reads as the default.
import * as v from 'valibot';
import { parseEndDate } from '../../marketing/pencil-banner/countdown.ts';
import { isValidLink } from '../../ui/link/href.ts';

export const BANNER_DESIGNS = ['red', 'gold', 'gray', 'black', 'white'] as const;
export const BANNER_TYPES = ['default', 'countdown'] as const;

export const PencilBannerOptionsSchema = v.object({
  design: v.fallback(v.nullish(v.pipe(v.string(), v.toLowerCase(), v.picklist(BANNER_DESIGNS)), 'red'), 'red'),
  bannerType: v.fallback(v.nullish(v.pipe(v.string(), v.toLowerCase(), v.picklist(BANNER_TYPES)), 'default'), 'default'),
  /** Epoch milliseconds, or null when there is no (readable) end date. */
  endDate: v.fallback(
    v.pipe(
      v.nullish(v.union([v.string(), v.number()]), null),
      v.transform((value: string | number | null) => parseEndDate(value)),
    ),
    null,
  ),
  text: v.pipe(v.string('A pencil banner needs its text'), v.trim(), v.nonEmpty('A pencil banner needs its text'), v.maxLength(300)),
  /** Where the banner's text leads; a link that breaks the spec's link rule is left out. */
  url: v.fallback(
    v.pipe(
      v.nullish(v.string(), ''),
      v.trim(),
      v.transform((url) => (url && isValidLink(url) ? url : null)),
    ),
    null,
  ),
  hideCloseBtn: v.fallback(v.nullish(v.boolean(), false), false),
});

export type PencilBannerOptions = v.InferOutput<typeof PencilBannerOptionsSchema>;
