import { defineBlock } from '../render/define-block.ts';
import { ProductHero } from './product-hero.tsx';
import { ProductHeroOptionsSchema } from './product-hero.schema.ts';

export const productHeroBlock = defineBlock({ name: 'ProductHero', group: 'Hero components', schema: ProductHeroOptionsSchema, component: ProductHero });
