import { defineBlock } from '../kit/contract/define-block.ts';
import { Spacer } from './spacer.tsx';
import { SpacerOptionsSchema } from './spacer.schema.ts';

export const spacerBlock = defineBlock({ name: 'Spacer', group: 'Layout', schema: SpacerOptionsSchema, component: Spacer, static: true });
