// A static block is rendered once to a string and reused; React puts the preloads of its
// eager images at the front of that string, in the body. They are taken off and asked for
// again on every render, so the page's head carries them (the largest paint first).

export type ImagePreload = { href: string; imageSrcSet?: string; imageSizes?: string; fetchPriority?: 'high' | 'low' | 'auto' };

const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The markup without its leading image preloads, and those preloads. */
export function splitImagePreloads(html: string): { html: string; preloads: ImagePreload[] } {
  const leading = LEADING_IMAGE_PRELOADS.exec(html)?.[0];
  if (!leading) return { html, preloads: [] };
  const preloads = [...leading.matchAll(/<link [^>]*\/>/g)].map((match) => {
    const attributes = Object.fromEntries([...match[0].matchAll(/\s([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
    const preload: ImagePreload = { href: attributes.href ?? '' };
    if (attributes.imageSrcSet) preload.imageSrcSet = attributes.imageSrcSet;
    if (attributes.imageSizes) preload.imageSizes = attributes.imageSizes;
    const priority = attributes.fetchPriority;
    if (priority === 'high' || priority === 'low' || priority === 'auto') preload.fetchPriority = priority;
    return preload;
  });
  return { html: html.slice(leading.length), preloads };
}
