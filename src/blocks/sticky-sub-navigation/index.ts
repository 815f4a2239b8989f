import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from '../kit/pieces/sticky-nav-bar/islands.ts';
import { StickySubNavigation } from './sticky-sub-navigation.tsx';
import { StickySubNavigationOptionsSchema } from './sticky-sub-navigation.schema.ts';

export const stickySubNavigationBlock = defineBlock({
  name: 'StickySubNavigation',
  aliases: ['Sticky Sub Navigation'],
  group: 'Special',
  schema: StickySubNavigationOptionsSchema,
  component: StickySubNavigation,
  islands,
  static: true,
});
