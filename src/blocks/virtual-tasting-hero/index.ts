import { islands as addToCart } from '../../catalogue/add-to-cart/islands.ts';
import { defineBlock } from '../kit/contract/define-block.ts';
import { VirtualTastingHero } from './virtual-tasting-hero.tsx';
import { VirtualTastingHeroOptionsSchema } from './virtual-tasting-hero.schema.ts';

export const virtualTastingHeroBlock = defineBlock({
  name: 'VirtualTastingHero',
  aliases: ['Virtual Tasting Hero'],
  group: 'Hero components',
  schema: VirtualTastingHeroOptionsSchema,
  component: VirtualTastingHero,
  islands: addToCart,
});
