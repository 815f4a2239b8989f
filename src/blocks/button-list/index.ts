import { defineBlock } from '../kit/contract/define-block.ts';
import { ButtonList } from './button-list.tsx';
import { ButtonListOptionsSchema } from './button-list.schema.ts';

export const buttonListBlock = defineBlock({
  name: 'ButtonList',
  aliases: ['Button List'],
  group: 'General',
  schema: ButtonListOptionsSchema,
  component: ButtonList,
  static: true,
});
