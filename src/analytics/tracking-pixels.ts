// Builder's tracking pixel: real entries often end with a `builder-pixel-*` block,
// an <img> to https://cdn.builder.io/api/v1/pixel?apiKey=… (docs/real-services.md "Builder.io"): a
// tracker like any other. The server renders it without its `src` (the address kept in
// `data-analytics-src`), the same for every visitor, so cached pages stay shared; the
// browser gives it its address once the visitor allows analytics (page-tracker.ts's gate).

export const PIXEL_SRC_ATTRIBUTE = 'data-analytics-src';

const PIXEL_URL = /^https:\/\/cdn\.builder\.io\/api\/v1\/pixel(?:[?#]|$)/i;

/** A Builder pixel: by its block id (Builder names them builder-pixel-…) or by its address. */
export function isTrackingPixel(blockId: string | null | undefined, src: string | undefined): boolean {
  return (blockId ?? '').startsWith('builder-pixel-') || (src !== undefined && PIXEL_URL.test(src));
}

/** Loads every pixel on the page (call only with analytics consent). */
export function showTrackingPixels(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${PIXEL_SRC_ATTRIBUTE}]`)) {
    const src = image.getAttribute(PIXEL_SRC_ATTRIBUTE);
    image.removeAttribute(PIXEL_SRC_ATTRIBUTE);
    if (src) image.src = src;
  }
}
