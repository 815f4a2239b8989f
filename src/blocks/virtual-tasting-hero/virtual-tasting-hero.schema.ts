// Content spec "Virtual-tasting hero": the tasting kit a live online tasting is poured
// from (a commerce product, bought here), with what the evening holds, where and when.
import * as v from 'valibot';
import { ProductReferenceSchema } from '../../catalogue/product-reference.schema.ts';
import { input } from '../../ui/editor/input.ts';
import { OptionalTextSchema, requiredText } from '../kit/inputs/text.schema.ts';

/** Content spec: subTitle, descriptionTitle and description are required; the message names the field. */

export const VirtualTastingHeroOptionsSchema = v.object({
  product: v.optional(ProductReferenceSchema),
  subTitle: requiredText('subTitle'),
  descriptionTitle: requiredText('descriptionTitle'),
  description: v.pipe(requiredText('description'), input({ type: 'richText' })),
  /** Where the tasting is hosted from, or how guests join ("Live on Zoom"). */
  location: OptionalTextSchema,
  /** As editors write it, time included ("Thursday, March 4, 2027 · 5pm PT"). */
  date: OptionalTextSchema,
});

export type VirtualTastingHeroOptions = v.InferOutput<typeof VirtualTastingHeroOptionsSchema>;
