import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from '../kit/pieces/sticky-nav-bar/islands.ts';
import { HeroIconList } from './hero-icon-list.tsx';
import { HeroIconListOptionsSchema } from './hero-icon-list.schema.ts';

export const heroIconListBlock = defineBlock({
  name: 'HeroIconList',
  aliases: ['Hero Icon List'],
  group: 'Hero components',
  schema: HeroIconListOptionsSchema,
  component: HeroIconList,
  islands,
  static: true,
});
