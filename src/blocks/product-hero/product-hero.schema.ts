import * as v from 'valibot';
import { IMAGE_FILE_TYPES } from '../../ui/editor/input.ts';
import { ProductReferenceSchema } from '../../catalogue/product-reference.schema.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { imageFileSchema } from '../kit/inputs/image-source.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';

/** Content spec "Product hero". Without a product it shows the page's own product. */
export const ProductHeroOptionsSchema = v.object({
  product: v.optional(ProductReferenceSchema),
  eyebrow: v.optional(v.pipe(v.string(), v.trim())),
  subTitle: v.optional(v.pipe(v.string(), v.trim())),
  customBackgroundImage: v.optional(imageFileSchema(IMAGE_FILE_TYPES, 'customBackgroundImage must be a jpeg or png')),
  background: v.optional(v.picklist(COLOR_NAMES), 'None'),
  bottlesInCase: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)), 1),
  disableStickySubNavigation: v.optional(v.boolean(), false),
  /** Adds noindex to the page, for products not meant for search engines. */
  disableRobots: v.optional(v.boolean(), false),
  disableImageOffsets: v.optional(v.boolean(), false),
  disableAnimations: v.optional(v.boolean(), false),
  customAllocationCTA: v.optional(ButtonOptionSchema),
  /** A customer restriction rule: the allocation prompt for everyone (spec 4). */
  customerRestricted: v.optional(v.boolean(), false),
});

export type ProductHeroOptions = v.InferOutput<typeof ProductHeroOptionsSchema>;
