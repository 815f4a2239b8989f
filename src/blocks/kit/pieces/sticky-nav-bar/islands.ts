// The sticky sub-navigation's browser part; declared on the block, so the client can load it.
// Named islands.ts: the client build collects the islands files the registry reaches by that name.
import { islandComponent, type IslandLoaders } from '../../../../ui/island/loaders.ts';

export const islands = {
  'sticky-sub-navigation': () => import('./sticky-nav-bar.tsx').then((m) => islandComponent(m.StickyNavBar)),
} satisfies IslandLoaders;
