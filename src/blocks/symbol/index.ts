import { defineBlock } from '../kit/contract/define-block.ts';
import { SymbolBlock } from './symbol.tsx';
import { SymbolOptionsSchema } from './symbol.schema.ts';

export const symbolBlock = defineBlock({
  name: 'Symbol',
  group: 'General',
  schema: SymbolOptionsSchema,
  component: SymbolBlock,
  // The symbol's own blocks and those the page put in its Slots.
  nestedBlocks: (options) => [
    ...(options.symbol.content?.data.blocks ?? []),
    ...Object.values(options.symbol.data)
      .filter((value): value is unknown[] => Array.isArray(value))
      .flat(),
  ],
});
