// The quote carousel's browser part; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'quote-carousel': () => import('./quote-slides.tsx').then((m) => islandComponent(m.QuoteSlides)),
} satisfies IslandLoaders;
