// Product image URLs (spec 2 "Product card"): images from the commerce host are served
// from its /medium/ rendition rather than the /original/ upload.
import type { CSSProperties } from 'react';
import { backgroundColorOf } from '../commerce/rules/background-colors.ts';
import type { ProductImage } from '../commerce/types.ts';

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

/**
 * How a product image's frame is dressed (spec 3 "Product" images: background,
 * customBackgroundImage, cropToFit), for the card's media and the hero's figure alike: the
 * colour of the map or a photograph behind the image, and `crop` when the image fills the
 * frame (cropped) rather than sitting whole inside it.
 */
export function imageDress(image: Pick<ProductImage, 'background' | 'customBackgroundImage' | 'cropToFit'> | undefined): {
  style: CSSProperties | undefined;
  dressed: boolean;
  crop: boolean;
  photo?: string | undefined;
} {
  if (!image) return { style: undefined, dressed: false, crop: false };
  const color = backgroundColorOf(image.background);
  // The entry's schema admits only a path or an http(s) address without quotes, brackets or spaces.
  const photo = image.customBackgroundImage ? `url("${image.customBackgroundImage}")` : undefined;
  const dressed = Boolean(color || photo);
  return {
    style: dressed ? { ...(color ? { backgroundColor: color } : {}), backgroundImage: photo ?? 'none' } : undefined,
    dressed,
    crop: image.cropToFit,
    photo: image.customBackgroundImage || undefined,
  };
}
