// The brand fonts' italics load where italic text shows (scripts/lib/brand-fonts.mjs): found
// only once the style sheet has arrived and the page is laid out, they come last. A block
// whose italic serif text is above the fold (the product hero's teaser, the virtual
// tasting hero's subtitle) asks for the core of the face's regular weight with the page's
// first requests instead:
// on a phone's slow connection the product page's first and largest paints came 0.2 s
// sooner (Lighthouse). React puts the preload in the head; a page without such text fetches
// no italic.
import { preload } from 'react-dom';
import { ITALIC_FONTS } from '../../generated/assets.ts';

export function preloadSerifItalic(): void {
  // Fonts are fetched in CORS mode: a preload without crossOrigin would not be reused.
  preload(ITALIC_FONTS.serif, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
