import { defineBlock } from '../kit/contract/define-block.ts';
import { TextImage } from './text-image.tsx';
import { TextImageOptionsSchema } from './text-image.schema.ts';

export const textImageBlock = defineBlock({ name: 'TextImage', group: 'General', schema: TextImageOptionsSchema, component: TextImage, static: true });
