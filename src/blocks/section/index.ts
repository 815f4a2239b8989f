import { defineBlock } from '../kit/contract/define-block.ts';
import { Section } from './section.tsx';
import { SectionOptionsSchema } from './section.schema.ts';

export const sectionBlock = defineBlock({
  name: 'Core:Section',
  aliases: ['Section'],
  group: 'Layout',
  schema: SectionOptionsSchema,
  component: Section,
  canHaveChildren: true,
  frame: true,
});
