// The video player's browser part: the facade that swaps in Vimeo's player on request.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'vimeo-facade': () => import('./vimeo-facade.tsx').then((m) => islandComponent(m.VimeoFacade)),
} satisfies IslandLoaders;
