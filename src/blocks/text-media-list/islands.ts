// The list's tag filter; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'text-media-filters': () => import('./filter-bar.tsx').then((m) => islandComponent(m.FilterBar)),
} satisfies IslandLoaders;
