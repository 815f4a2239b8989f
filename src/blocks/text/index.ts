import { defineBlock } from '../kit/contract/define-block.ts';
import { Text } from './text.tsx';
import { TextOptionsSchema } from './text.schema.ts';

export const textBlock = defineBlock({ name: 'Text', group: 'General', schema: TextOptionsSchema, component: Text, static: true });
