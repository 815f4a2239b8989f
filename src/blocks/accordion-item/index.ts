import { defineBlock } from '../kit/contract/define-block.ts';
import { AccordionItem } from './accordion-item.tsx';
import { AccordionItemOptionsSchema } from './accordion-item.schema.ts';

export const accordionItemBlock = defineBlock({
  name: 'AccordionItem',
  group: 'Layout',
  schema: AccordionItemOptionsSchema,
  component: AccordionItem,
  canHaveChildren: true,
  // Content spec section 5: accordion items only inside an accordion container.
  requiresParent: { components: ['AccordionContainer'], message: 'An accordion item must be placed inside an accordion container' },
});
