import { defineBlock } from '../kit/contract/define-block.ts';
import { AccordionContainer } from './accordion.tsx';
import { AccordionOptionsSchema } from './accordion.schema.ts';

export const accordionBlock = defineBlock({
  name: 'AccordionContainer',
  group: 'Layout',
  schema: AccordionOptionsSchema,
  component: AccordionContainer,
  canHaveChildren: true,
  // Content spec section 5: a container accepts only its children.
  childRequirements: { components: ['AccordionItem'], message: 'An accordion container holds accordion items only' },
});
