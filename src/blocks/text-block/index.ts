import { defineBlock } from '../kit/contract/define-block.ts';
import { TextBlock } from '../kit/shared-blocks/text-block.tsx';
import { TextBlockOptionsSchema } from '../kit/inputs/text-block.schema.ts';

export const textBlockBlock = defineBlock({ name: 'TextBlock', group: 'General', schema: TextBlockOptionsSchema, component: TextBlock, static: true });
