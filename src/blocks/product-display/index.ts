import { islands } from '../../catalogue/add-to-cart/islands.ts';
import { defineBlock } from '../kit/contract/define-block.ts';
import { displayedSlugs, ProductDisplay, ProductDisplayFallback } from './product-display.tsx';
import { ProductDisplayOptionsSchema } from './product-display.schema.ts';

export const productDisplayBlock = defineBlock({
  name: 'ProductDisplay',
  group: 'Product',
  schema: ProductDisplayOptionsSchema,
  component: ProductDisplay,
  // Content spec section 2: not on blog posts.
  excludedModels: ['blog'],
  islands,
  // A showcase among other content: the page need not wait for its products.
  deferred: { fallback: ProductDisplayFallback, products: displayedSlugs },
});
