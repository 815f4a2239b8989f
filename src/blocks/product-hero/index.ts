import { islands as addToCart } from '../../catalogue/add-to-cart/islands.ts';
import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from './islands.ts';
import { ProductHero } from './product-hero.tsx';
import { ProductHeroOptionsSchema } from './product-hero.schema.ts';

export const productHeroBlock = defineBlock({
  name: 'ProductHero',
  group: 'Hero components',
  schema: ProductHeroOptionsSchema,
  component: ProductHero,
  // Content spec section 2: not on pages and recipes.
  excludedModels: ['page', 'recipes'],
  islands: { ...islands, ...addToCart },
  // Spec: an editor may keep a product page out of search engines.
  pageMeta: (options) => ({ noindex: options.disableRobots }),
  // The page's own product is at hand: the hero follows from it and the options.
  reusedFor: (options, page) => {
    const slug = options.product ?? page.pageProduct?.pageSlug;
    return slug && page.pageProduct?.pageSlug === slug ? [page.pageProduct] : null;
  },
});
