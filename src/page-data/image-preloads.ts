// Markup rendered once to a string and reused (a static block, a layout box, product cards):
// React puts the preloads of its eager images (and a font a block asks for) at the front of
// that string, in the body. They are taken off and asked for again on every render, so the
// page's head carries them (the largest paint first).

export type ImagePreload = {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Set for a preload of anything but an image (a font a block asks for): as React wrote it. */
  as?: string;
  type?: string;
  crossOrigin?: string;
};

// React writes an image's own preload as rel, as, href; one asked for with preload() (a block
// inside reused markup asking again for its image, a font) as rel, href, as.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The markup without the preloads React put in front of it (images, a font), and those preloads. */
export function splitImagePreloads(html: string): { html: string; preloads: ImagePreload[] } {
  const leading = LEADING_PRELOADS.exec(html)?.[0];
  if (!leading) return { html, preloads: [] };
  const preloads = [...leading.matchAll(/<link [^>]*\/>/g)].map((match) => {
    const attributes = Object.fromEntries([...match[0].matchAll(/\s([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
    const preload: ImagePreload = { href: attributes.href ?? '' };
    if (attributes.as && attributes.as !== 'image') {
      preload.as = attributes.as;
      if (attributes.type) preload.type = attributes.type;
      if (attributes.crossorigin !== undefined || attributes.crossOrigin !== undefined) preload.crossOrigin = attributes.crossorigin ?? attributes.crossOrigin;
      return preload;
    }
    if (attributes.imageSrcSet) preload.imageSrcSet = attributes.imageSrcSet;
    if (attributes.imageSizes) preload.imageSizes = attributes.imageSizes;
    const priority = attributes.fetchPriority;
    if (priority === 'high' || priority === 'low' || priority === 'auto') preload.fetchPriority = priority;
    return preload;
  });
  return { html: html.slice(leading.length), preloads };
}
