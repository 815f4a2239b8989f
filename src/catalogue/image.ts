// Product image URLs (spec 2 "Product card"): images from the commerce host are served
// from its /medium/ rendition rather than the /original/ upload.
export const CARD_IMAGE = { mobile: 210, tablet: 290, quality: 85 } as const;
export const DETAIL_IMAGE = { mobile: { width: 340, height: 520 }, tablet: { width: 450, height: 570 } } as const;
export const NO_IMAGE = '/images/no-image.jpeg';

/** Spec 9's tablet breakpoint, from which cards and the detail image take their larger size. */
const TABLET = 768;
/** The `sizes` of a product card's image (spec 2: 210 px on phones, 290 px from tablets). */
export const CARD_IMAGE_SIZES = `(min-width: ${TABLET}px) ${CARD_IMAGE.tablet}px, ${CARD_IMAGE.mobile}px`;
/** The `sizes` of the product detail image (spec 9: 340x520 on phones, 450x570 from tablets). */
export const DETAIL_IMAGE_SIZES = `(min-width: ${TABLET}px) ${DETAIL_IMAGE.tablet.width}px, ${DETAIL_IMAGE.mobile.width}px`;

export function cardImageSrc(src: string | null | undefined): string {
  if (!src) return NO_IMAGE;
  return /^https?:\/\//i.test(src) ? src.replace('/original/', '/medium/') : src;
}
