// The embeds' browser part (every embed block declares it), so the client can load it.
import { islandComponent, type IslandLoaders } from '../../../../ui/island/loaders.ts';

export const islands = {
  'embed-facade': () => import('./embed-facade.tsx').then((m) => islandComponent(m.EmbedFacade)),
} satisfies IslandLoaders;
