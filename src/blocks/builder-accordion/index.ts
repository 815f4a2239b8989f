import { defineBlock } from '../kit/contract/define-block.ts';
import { BuilderAccordion } from './builder-accordion.tsx';
import { BuilderAccordionOptionsSchema } from './builder-accordion.schema.ts';

export const builderAccordionBlock = defineBlock({
  name: 'Builder:Accordion',
  group: 'Layout',
  schema: BuilderAccordionOptionsSchema,
  component: BuilderAccordion,
  nestedBlocks: (options) => options.items.flatMap((item) => [...item.title, ...item.detail]),
});
