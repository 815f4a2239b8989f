import type { InferOutput } from 'valibot';
import { usePageData } from '../../page-data/index.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { useAccordionGroup } from '../kit/contract/accordion.context.ts';
import type { AccordionItemOptionsSchema } from './accordion-item.schema.ts';

export function AccordionItem({ options, children }: BlockProps<InferOutput<typeof AccordionItemOptionsSchema>>) {
  const group = useAccordionGroup();
  const { preview } = usePageData();
  return (
    <>
      {/* Content spec: items belong inside a container. Outside one it still works, on its own. */}
      {group === null && preview ? (
        <div className="editor-warning" role="note">
          Accordion item "{options.accordionItemTitle}" should be placed inside an accordion container.
        </div>
      ) : null}
      <details className="accordion-item" name={group?.name}>
        <summary className="accordion-item__summary">{options.accordionItemTitle}</summary>
        <div className="accordion-item__body">{children}</div>
      </details>
    </>
  );
}
