import { defineBlock } from '../kit/contract/define-block.ts';
import { IconList } from './icon-list.tsx';
import { IconListOptionsSchema } from './icon-list.schema.ts';

export const iconListBlock = defineBlock({
  name: 'IconList',
  aliases: ['Icon List'],
  group: 'General',
  schema: IconListOptionsSchema,
  // Not static: an item linked to a restricted club depends on who is looking.
  component: IconList,
});
