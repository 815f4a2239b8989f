// Product image URLs (spec 2 "Product card"): images from the commerce host are served
// from its /medium/ rendition rather than the /original/ upload.
export const CARD_IMAGE = { mobile: 210, tablet: 290, quality: 85 } as const;
export const DETAIL_IMAGE = { mobile: { width: 340, height: 520 }, tablet: { width: 450, height: 570 } } as const;
export const NO_IMAGE = '/images/no-image.jpeg';

export function cardImageSrc(src: string | null | undefined): string {
  if (!src) return NO_IMAGE;
  return /^https?:\/\//i.test(src) ? src.replace('/original/', '/medium/') : src;
}
