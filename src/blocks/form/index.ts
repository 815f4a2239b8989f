import { defineBlock } from '../kit/define-block.ts';
import { FormBlock } from '../kit/form-block.tsx';
import { FormBlockOptionsSchema } from '../kit/form.schema.ts';
import { islands } from './islands.ts';

export const formBlock = defineBlock({
  name: 'FormBlock',
  aliases: ['Form Block'],
  group: 'Special',
  schema: FormBlockOptionsSchema,
  component: FormBlock,
  islands,
});
