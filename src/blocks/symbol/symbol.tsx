import type { InferOutput } from 'valibot';
import { usePageData } from '../../page-data/index.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { SymbolOptionsSchema } from './symbol.schema.ts';
import { SymbolBlockIdContext, SymbolDataContext } from '../kit/contract/slot.context.ts';

export function SymbolBlock({ options, blockId, renderBlocks }: BlockProps<InferOutput<typeof SymbolOptionsSchema>>) {
  const { preview, onSkip } = usePageData();
  const content = options.symbol.content;
  if (!content) {
    onSkip({ name: 'Symbol', blockId, reason: `symbol ${options.symbol.entry ?? '(none)'} could not be loaded` });
    return preview ? (
      <div className="editor-warning" role="note">
        Symbol {options.symbol.entry ?? ''} could not be loaded and is hidden from visitors.
      </div>
    ) : null;
  }
  // The instance's data reaches the Slots inside the symbol's content.
  return (
    <SymbolBlockIdContext value={blockId}>
      <SymbolDataContext value={options.symbol.data}>{renderBlocks(content.data.blocks)}</SymbolDataContext>
    </SymbolBlockIdContext>
  );
}
