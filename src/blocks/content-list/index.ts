import { defineBlock } from '../kit/contract/define-block.ts';
import { ContentList } from './content-list.tsx';
import { ContentListOptionsSchema } from './content-list.schema.ts';

export const contentListBlock = defineBlock({
  name: 'ContentList',
  aliases: ['Content List'],
  group: 'Collection',
  schema: ContentListOptionsSchema,
  // Not static: the page shown comes from the query (?page=).
  component: ContentList,
});
