// The form block's browser part; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'form-block': () => import('../kit/shared-blocks/form-island.tsx').then((m) => islandComponent(m.FormIsland)),
} satisfies IslandLoaders;
