import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from './islands.ts';
import { TextMediaList } from './text-media-list.tsx';
import { TextMediaListOptionsSchema } from './text-media-list.schema.ts';

export const textMediaListBlock = defineBlock({
  name: 'TextMediaList',
  aliases: ['Filterable Text Media List', 'FilterableTextMediaList'],
  group: 'General',
  schema: TextMediaListOptionsSchema,
  component: TextMediaList,
  islands,
  static: true,
});
