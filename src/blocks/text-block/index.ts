import { defineBlock } from '../kit/define-block.ts';
import { TextBlock } from '../kit/text-block.tsx';
import { TextBlockOptionsSchema } from '../kit/text-block.schema.ts';

export const textBlockBlock = defineBlock({ name: 'TextBlock', group: 'General', schema: TextBlockOptionsSchema, component: TextBlock, static: true });
