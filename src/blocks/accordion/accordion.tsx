import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { AccordionGroupContext } from '../kit/contract/accordion.context.ts';
import type { AccordionOptionsSchema } from './accordion.schema.ts';

export function AccordionContainer({ options, children, blockId }: BlockProps<InferOutput<typeof AccordionOptionsSchema>>) {
  // Native exclusive accordion: <details> sharing a name open one at a time, with no script.
  const group = { name: options.isMultipleExpandable ? undefined : `accordion-${blockId}` };
  const titleId = `accordion-title-${blockId}`;
  return (
    <section className="accordion" id={options.id ?? undefined} aria-labelledby={titleId}>
      <h2 className="accordion__title" id={titleId}>
        {options.title}
      </h2>
      <AccordionGroupContext value={group}>
        <div className="accordion__items">{children}</div>
      </AccordionGroupContext>
    </section>
  );
}
