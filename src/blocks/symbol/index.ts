import { defineBlock } from '../render/define-block.ts';
import { SymbolBlock } from './symbol.tsx';
import { SymbolOptionsSchema } from './symbol.schema.ts';

export const symbolBlock = defineBlock({
  name: 'Symbol',
  group: 'General',
  schema: SymbolOptionsSchema,
  component: SymbolBlock,
  nestedBlocks: (options) => options.symbol.content?.data.blocks,
});
