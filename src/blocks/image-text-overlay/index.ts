import { defineBlock } from '../kit/contract/define-block.ts';
import { ImageTextOverlay } from './image-text-overlay.tsx';
import { ImageTextOverlayOptionsSchema } from './image-text-overlay.schema.ts';

export const imageTextOverlayBlock = defineBlock({
  name: 'ImageTextOverlay',
  aliases: ['Image Text Overlay', 'HeroWithOverlay'],
  group: 'Hero components',
  schema: ImageTextOverlayOptionsSchema,
  component: ImageTextOverlay,
  static: true,
});
