import { defineBlock } from '../render/define-block.ts';
import { FormBlock } from './form-block.tsx';
import { FormBlockOptionsSchema } from './form.schema.ts';
import { islands } from './islands.ts';

export const formBlock = defineBlock({
  name: 'FormBlock',
  aliases: ['Form Block'],
  group: 'Special',
  schema: FormBlockOptionsSchema,
  component: FormBlock,
  islands,
});
