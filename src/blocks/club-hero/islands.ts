// The club hero's browser part; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'club-hero': () => import('./club-selector.tsx').then((m) => islandComponent(m.ClubSelector)),
} satisfies IslandLoaders;
