import type { BlockProps } from '../kit/contract/define-block.ts';
import type { BuilderAccordionOptions } from './builder-accordion.schema.ts';

/**
 * Builder's accordion as native <details>: it opens and closes with no script, from the
 * keyboard too; items sharing a name open one at a time (Builder's oneAtATime, and its grid).
 */
export function BuilderAccordion({ options, blockId, children, renderBlocks }: BlockProps<BuilderAccordionOptions>) {
  if (options.useChildrenForItems) return <div className="builder-accordion">{children}</div>;
  const name = options.oneAtATime || options.grid ? `builder-accordion-${blockId}` : undefined;
  return (
    <div className={`builder-accordion${options.grid ? ' builder-accordion--grid' : ''}`}>
      {options.items.map((item, index) => (
        <details key={index} className="builder-accordion-item" name={name} style={options.grid ? { width: options.gridRowWidth } : undefined}>
          <summary className="builder-accordion-title">{renderBlocks(item.title, { parent: blockId, path: `items.${index}.title` })}</summary>
          <div className="builder-accordion-detail">{renderBlocks(item.detail, { parent: blockId, path: `items.${index}.detail` })}</div>
        </details>
      ))}
    </div>
  );
}
