import { defineBlock } from '../render/define-block.ts';
import { AccordionItem } from './accordion-item.tsx';
import { AccordionItemOptionsSchema } from './accordion-item.schema.ts';

export const accordionItemBlock = defineBlock({
  name: 'AccordionItem',
  group: 'Layout',
  schema: AccordionItemOptionsSchema,
  component: AccordionItem,
});
