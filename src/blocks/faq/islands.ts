// The FAQ's browser part; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  faq: () => import('./faq-list.tsx').then((m) => islandComponent(m.FaqList)),
} satisfies IslandLoaders;
