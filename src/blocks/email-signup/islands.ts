// The email-signup block's browser part; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'email-signup': () => import('./email-signup-island.tsx').then((m) => islandComponent(m.EmailSignupIsland)),
} satisfies IslandLoaders;
