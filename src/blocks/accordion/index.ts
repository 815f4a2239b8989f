import { defineBlock } from '../render/define-block.ts';
import { AccordionContainer } from './accordion.tsx';
import { AccordionOptionsSchema } from './accordion.schema.ts';

export const accordionBlock = defineBlock({
  name: 'AccordionContainer',
  group: 'Layout',
  schema: AccordionOptionsSchema,
  component: AccordionContainer,
});
