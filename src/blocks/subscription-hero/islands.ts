// The subscription hero's browser part; declared on the block, so the client can load it.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'subscription-hero': () => import('./subscription-prices.tsx').then((m) => islandComponent(m.SubscriptionPrices)),
} satisfies IslandLoaders;
