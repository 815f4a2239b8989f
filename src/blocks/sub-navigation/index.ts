import { defineBlock } from '../kit/contract/define-block.ts';
import { SubNavigation } from './sub-navigation.tsx';
import { SubNavigationOptionsSchema } from './sub-navigation.schema.ts';

export const subNavigationBlock = defineBlock({
  name: 'SubNavigation',
  aliases: ['Sub Navigation'],
  group: 'Special',
  schema: SubNavigationOptionsSchema,
  component: SubNavigation,
  static: true,
});
