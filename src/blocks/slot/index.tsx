import * as v from 'valibot';
import { defineBlock, type BlockProps } from '../kit/contract/define-block.ts';
import { useContext } from 'react';
import { SymbolBlockIdContext, useSymbolData } from '../kit/contract/slot.context.ts';

const SlotOptionsSchema = v.object({ name: v.optional(v.pipe(v.string(), v.trim()), '') });

/** Builder's Slot: inside a Symbol, the blocks the page placing the symbol put in it. */
function Slot({ options, renderBlocks }: BlockProps<v.InferOutput<typeof SlotOptionsSchema>>) {
  const data = useSymbolData();
  const symbolId = useContext(SymbolBlockIdContext);
  const blocks = options.name ? data?.[options.name] : undefined;
  // Builder's Slot names its list `symbol.data.<name>` of the Symbol block (blocks/slot/slot.lite.tsx).
  const place = options.name ? { parent: symbolId, path: `symbol.data.${options.name}` } : undefined;
  return <div builder-slot={options.name || undefined}>{renderBlocks(Array.isArray(blocks) ? blocks : [], place)}</div>;
}

export const slotBlock = defineBlock({ name: 'Slot', group: 'Layout', schema: SlotOptionsSchema, component: Slot });
