// The product hero's browser parts; declared on the block, so the client can load them.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'product-sticky-bar': () => import('./sticky-bar.tsx').then((m) => islandComponent(m.StickyBar)),
  'product-detail': () => import('./product-detail-tracker.tsx').then((m) => islandComponent(m.ProductDetailTracker)),
} satisfies IslandLoaders;
