import { defineBlock } from '../kit/contract/define-block.ts';
import { LogoList } from './logo-list.tsx';
import { LogoListOptionsSchema } from './logo-list.schema.ts';

export const logoListBlock = defineBlock({
  name: 'LogoList',
  aliases: ['Logo List'],
  group: 'General',
  schema: LogoListOptionsSchema,
  component: LogoList,
  static: true,
});
