// The club hero's options, both variants of content spec section 3: the block with up to
// three clubs to choose from, and the page-level hero of one club page.
import * as v from 'valibot';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';
import { imageFileSchema } from '../kit/inputs/image-source.ts';
import { IMAGE_FILE_TYPES } from '../../ui/editor/input.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';
import { CLUB_MEMBERSHIP_TYPES } from '../kit/pieces/club-catalogue.ts';

/** Content spec section 5: the editor's alert when a fourth club is added. */
export const MAX_CLUBS = 3;
export const MAX_CLUBS_MESSAGE = 'maximum allowed clubs is 3';

export const CLUB_HERO_DEFAULTS = {
  categoryTitle: 'Select your club',
  quantityTitle: 'Select your quantity',
  priceDescription: 'Estimated Price Per Shipment',
} as const;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');
/** A label with a default: left empty in the editor, it reads the default. */
const labelWithDefault = (fallback: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), fallback),
    v.transform((text) => text?.trim() || fallback),
  );
const Dollars = v.pipe(v.number('a price is a number of dollars'), v.minValue(0));

const minNotAboveMax = <T extends { min: number; max: number }>() => v.check<T, string>((range) => range.min <= range.max, 'min must not be above max');
const QuantityRangeSchema = v.pipe(v.object({ quantity: required('quantity is required'), min: Dollars, max: Dollars }), minNotAboveMax());
const CategoryRangeSchema = v.pipe(v.object({ category: required('category is required'), min: Dollars, max: Dollars }), minNotAboveMax());

/**
 * Content spec 5: "club images jpg and png": the editor's picker offers only those, and an
 * address naming another extension is refused; an upload (no extension) is taken.
 */
export const CLUB_IMAGE_MESSAGE = 'club images must be JPEG or PNG';
const ClubImageSourceSchema = imageFileSchema(IMAGE_FILE_TYPES, CLUB_IMAGE_MESSAGE);

const ClubImageSchema = v.object({
  src: ClubImageSourceSchema,
  altText: optionalText,
  disableImageOffsets: v.optional(v.boolean(), false),
  background: v.optional(v.picklist(COLOR_NAMES), 'None'),
  customBackgroundImage: v.optional(ClubImageSourceSchema),
});

const ClubSchema = v.object({
  category: required('category is required'),
  clubDescription: optionalText,
  images: v.optional(v.array(ClubImageSchema), []),
  priceRanges: v.pipe(v.array(QuantityRangeSchema), v.nonEmpty('a club needs at least one price range')),
});

export const ClubHeroOptionsSchema = v.object({
  title: required('title is required'),
  categoryTitle: labelWithDefault(CLUB_HERO_DEFAULTS.categoryTitle),
  clubs: v.pipe(v.array(ClubSchema), v.nonEmpty('add at least one club'), v.maxLength(MAX_CLUBS, MAX_CLUBS_MESSAGE)),
  quantityTitle: labelWithDefault(CLUB_HERO_DEFAULTS.quantityTitle),
  priceDescription: labelWithDefault(CLUB_HERO_DEFAULTS.priceDescription),
  /** The call to action; its link is built from the selection (content spec section 2). */
  ctaButton: v.object(
    {
      text: required('ctaButton needs text'),
      ariaLabel: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.transform((label) => label || undefined),
        ),
      ),
      design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
      outlined: v.optional(v.boolean(), false),
    },
    'ctaButton is required',
  ),
});

export type ClubHeroOptions = v.InferOutput<typeof ClubHeroOptionsSchema>;
export type ClubOption = ClubHeroOptions['clubs'][number];

/** The page-level variant: one club page's hero. */
export const ClubPageHeroOptionsSchema = v.object({
  title: required('title is required'),
  subTitle: optionalText,
  images: v.optional(
    v.object({
      leftSrc: v.optional(ClubImageSourceSchema),
      rightSrc: v.optional(ClubImageSourceSchema),
      altText: optionalText,
      backgrounds: v.optional(v.picklist(COLOR_NAMES), 'None'),
    }),
  ),
  clubType: v.picklist(CLUB_MEMBERSHIP_TYPES, `clubType must be one of ${CLUB_MEMBERSHIP_TYPES.join(', ')}`),
  priceRange: v.pipe(v.array(CategoryRangeSchema), v.nonEmpty('priceRange is required')),
});

export type ClubPageHeroOptions = v.InferOutput<typeof ClubPageHeroOptionsSchema>;
