import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { ColumnsOptionsSchema } from './columns.schema.ts';

export function Columns({ options, blockId, renderBlocks }: BlockProps<InferOutput<typeof ColumnsOptionsSchema>>) {
  const { columns, space, stackColumnsAt, reverseColumnsWhenStacked } = options;
  const claimed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const unsized = columns.filter((column) => column.width === undefined).length;
  const share = unsized > 0 ? Math.max(0, 100 - claimed) / unsized : 0;
  const className = ['columns', `columns--stack-${stackColumnsAt}`, reverseColumnsWhenStacked ? 'columns--reverse' : ''].join(' ');
  return (
    <div className={className} style={{ '--col-gap': `${space}px` } as CSSProperties}>
      {columns.map((column, index) =>
        column.link ? (
          <a key={index} href={column.link} className="columns__col" style={{ '--col-width': `${column.width ?? share}%` } as CSSProperties}>
            {renderBlocks(column.blocks, { parent: blockId, path: `component.options.columns.${index}.blocks` })}
          </a>
        ) : (
          <div key={index} className="columns__col" style={{ '--col-width': `${column.width ?? share}%` } as CSSProperties}>
            {renderBlocks(column.blocks, { parent: blockId, path: `component.options.columns.${index}.blocks` })}
          </div>
        ),
      )}
    </div>
  );
}
