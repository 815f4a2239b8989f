// The product hero's browser parts; declared on the block, so the client can load them.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'product-sticky-bar': () => import('./islands.client.ts').then((m) => islandComponent(m.StickyBarWatcher)),
  'product-detail': () => import('./islands.client.ts').then((m) => islandComponent(m.ProductDetailTracker)),
} satisfies IslandLoaders;
