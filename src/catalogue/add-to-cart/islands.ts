// The add-to-cart control's browser part, declared by every block that shows product cards.
import { islandComponent, type IslandLoaders } from '../../ui/island/loaders.ts';

export const islands = {
  'add-to-cart': () => import('./add-to-cart.tsx').then((m) => islandComponent(m.AddToCart)),
} satisfies IslandLoaders;
