import { defineBlock } from '../kit/contract/define-block.ts';
import { Columns } from './columns.tsx';
import { ColumnsOptionsSchema } from './columns.schema.ts';

export const columnsBlock = defineBlock({
  name: 'Columns',
  group: 'Layout',
  schema: ColumnsOptionsSchema,
  component: Columns,
  frame: true,
  // The columns' blocks are options, not children: the page's needs (embeds, metadata) include them.
  nestedBlocks: (options) => options.columns.flatMap((column) => column.blocks),
});
