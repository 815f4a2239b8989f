import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';
import { AccordionItem } from './accordion-item.tsx';
import { AccordionItemOptionsSchema } from './accordion-item.schema.ts';

const options = v.parse(AccordionItemOptionsSchema, { accordionItemTitle: 'Corkage fee?' });

describe('AccordionItem options', () => {
  it('needs a title', () => {
    expect(v.safeParse(AccordionItemOptionsSchema, {}).success).toBe(false);
    expect(v.safeParse(AccordionItemOptionsSchema, { accordionItemTitle: '' }).success).toBe(false);
  });
});

describe('AccordionItem outside a container', () => {
  it('still renders as a lone, closed disclosure', () => {
    const html = renderToString(
      <AccordionItem options={options} blockId="a1" renderBlocks={() => null}>
        <p>$25 per bottle.</p>
      </AccordionItem>,
    );
    expect(html).toBe('<details class="accordion-item"><summary class="accordion-item__summary">Corkage fee?</summary><div class="accordion-item__body"><p>$25 per bottle.</p></div></details>');
  });

  it('warns the editor in preview', () => {
    const html = renderToString(
      <PageDataContext value={{ ...EMPTY_PAGE_DATA, preview: true }}>
        <AccordionItem options={options} blockId="a1" renderBlocks={() => null} />
      </PageDataContext>,
    );
    expect(html).toContain('should be placed inside an accordion container');
  });
});
