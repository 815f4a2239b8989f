// A product's page extras: the page builder's `c-7-products-data` model (storefront spec
// section 7 "Page-builder content API" and section 3 "Product"), one entry per product,
// joined to the Commerce7 product by its id. Commerce7 has none of these fields.
// Editors clearing a field leave null in it (docs/real-services.md, Builder), and a field of the
// wrong type falls back to its default: one bad field never hides the product.
import * as v from 'valibot';
import { COLOR_NAMES } from '../rules/background-colors.ts';
import { CHECKOUT_TYPES } from '../rules/checkout-type.ts';
import { imageUrlOf } from '../../content/image-url/index.ts';

const Id = v.pipe(v.string(), v.nonEmpty());
/** A field that falls back to its default when missing, cleared (null) or of the wrong type. */
const orDefault = <S extends v.GenericSchema, const D>(schema: S, fallback: D) =>
  v.optional(
    v.pipe(
      v.fallback(v.nullable(schema), null),
      v.transform((value): NonNullable<v.InferOutput<S>> | D => (value ?? fallback) as NonNullable<v.InferOutput<S>> | D),
    ),
    null,
  );
const flag = orDefault(v.boolean(), false);
const text = orDefault(v.string(), null);

/** Spec 3 "Accolades": accoladesType (points, medal, none), reviewPoints, medalType, productHeroOnly. */
export const PageAccoladeSchema = v.object({
  accoladesType: v.fallback(v.picklist(['points', 'medal', 'none']), 'none'),
  reviewPoints: orDefault(v.number(), null),
  medalType: text,
  publication: text,
  /** Display mode: shown on the product page's hero only, never on cards. */
  productHeroOnly: flag,
});

/** A link an editor may give: a path on this site or an http(s) address; anything else (javascript:) is dropped. */
const link = orDefault(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https?:\/\/)/)), null);

/** Spec 3 "Allocation": the members-only prompt's own words and links. */
export const PageAllocationSchema = v.object({
  label: text,
  tooltipTitle: text,
  description: text,
  url: link,
  urlTitle: text,
  ctaTitle: text,
  ctaUrl: link,
});

/** Spec 3 enumerations: badge kinds, layouts and checkout types. */
export const BADGES = ['New Release', 'Library Wine', 'None'] as const;
export const LAYOUTS = ['Regular', 'Multiple', 'Product pair', 'Feature image'] as const;

/**
 * Spec 3 "Product": images, each src, altText, background, customBackgroundImage, cropToFit.
 * Commerce7 keeps only each image's address; how it is shown is the page entry's. An entry
 * image without a src dresses the Commerce7 image at the same place; one with a src adds or
 * replaces it (a second bottle for a pair, a photograph for a feature image).
 */
export const PageImageSchema = v.object({
  src: link,
  altText: text,
  /** A name of the background colour map: painted behind the image. */
  background: orDefault(v.picklist(COLOR_NAMES), 'None'),
  /**
   * A photograph behind the image (jpeg or png, as the hero's own customBackgroundImage; an
   * upload of the page builder's picker names no extension and is taken): an https URL or a
   * site path that may sit inside CSS url("...") as it is.
   */
  customBackgroundImage: orDefault(imageUrlOf(['jpeg', 'jpg', 'png'], 'customBackgroundImage must be a jpeg or png'), null),
  /** The image fills its frame, cropped, instead of being fitted whole inside it. */
  cropToFit: flag,
});
export type PageImage = v.InferOutput<typeof PageImageSchema>;

const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export const ProductPageDataSchema = v.object({
  /** The Commerce7 product's id (a UUID). */
  productId: Id,
  /** The Commerce7 product's slug: GET product/slug/{slug}/for-web is how a product is read. */
  productSlug: v.pipe(v.string(), v.regex(PAGE_SLUG)),
  /** The page's slug: /product/{builderProductPageSlug}. */
  builderProductPageSlug: v.pipe(v.string(), v.regex(PAGE_SLUG)),
  accolades: orDefault(v.array(v.unknown()), []),
  defaultVariantIndex: orDefault(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  soldOut: flag,
  hideClubPrice: flag,
  hideQuantitySelector: flag,
  hideAddToCartForm: flag,
  hasFullWidthProductCard: flag,
  hasDarkBackgroundProductCard: flag,
  badge: orDefault(v.picklist(BADGES), 'None'),
  layout: orDefault(v.picklist(LAYOUTS), 'Regular'),
  checkoutType: orDefault(v.picklist(CHECKOUT_TYPES), 'Default'),
  /** Checked one by one (PageImageSchema): a broken image entry drops itself, never the product. */
  images: orDefault(v.array(v.unknown()), []),
  /** Spec 5: the quantity limit (default 99) and the multiplier applied to the entered quantity. */
  quantityLimit: orDefault(v.pipe(v.number(), v.integer(), v.minValue(1)), null),
  quantityMultiplier: orDefault(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** The promotion's label (spec 4 "Price display", default "Promotion"). */
  actionMessage: text,
  allocation: orDefault(PageAllocationSchema, null),
});

/** One entry as the content API answers it: its id and data. */
export const ProductPageEntrySchema = v.object({ id: Id, data: ProductPageDataSchema });
export type ProductPageEntry = v.InferOutput<typeof ProductPageEntrySchema>;
export type PageAccolade = v.InferOutput<typeof PageAccoladeSchema>;
