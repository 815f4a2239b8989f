import { defineBlock } from '../render/define-block.ts';
import { TextBlock } from './text-block.tsx';
import { TextBlockOptionsSchema } from './text-block.schema.ts';

export const textBlockBlock = defineBlock({ name: 'TextBlock', group: 'General', schema: TextBlockOptionsSchema, component: TextBlock, static: true });
