import * as v from 'valibot';
import { defineBlock, type BlockProps } from '../kit/contract/define-block.ts';
import { useSymbolData } from '../kit/contract/slot.context.ts';

const SlotOptionsSchema = v.object({ name: v.optional(v.pipe(v.string(), v.trim()), '') });

/** Builder's Slot: inside a Symbol, the blocks the page placing the symbol put in it. */
function Slot({ options, renderBlocks }: BlockProps<v.InferOutput<typeof SlotOptionsSchema>>) {
  const data = useSymbolData();
  const blocks = options.name ? data?.[options.name] : undefined;
  return <div builder-slot={options.name || undefined}>{Array.isArray(blocks) ? renderBlocks(blocks) : null}</div>;
}

export const slotBlock = defineBlock({ name: 'Slot', group: 'Layout', schema: SlotOptionsSchema, component: Slot });
