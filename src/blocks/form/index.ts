import { defineBlock } from '../kit/contract/define-block.ts';
import { FormBlock } from '../kit/shared-blocks/form-block.tsx';
import { FormBlockOptionsSchema } from '../kit/inputs/form.schema.ts';
import { islands } from './islands.ts';

export const formBlock = defineBlock({
  name: 'FormBlock',
  aliases: ['Form Block'],
  group: 'Special',
  schema: FormBlockOptionsSchema,
  component: FormBlock,
  islands,
});
