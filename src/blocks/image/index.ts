import { defineBlock } from '../render/define-block.ts';
import { Image } from './image.tsx';
import { ImageOptionsSchema } from './image.schema.ts';

export const imageBlock = defineBlock({ name: 'Image', group: 'General', schema: ImageOptionsSchema, component: Image, static: true });
