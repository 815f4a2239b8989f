import { defineBlock } from '../kit/contract/define-block.ts';
import { ImageGallery } from './image-gallery.tsx';
import { ImageGalleryOptionsSchema } from './image-gallery.schema.ts';

export const imageGalleryBlock = defineBlock({
  name: 'ImageGallery',
  aliases: ['Gallery'],
  group: 'General',
  schema: ImageGalleryOptionsSchema,
  component: ImageGallery,
  static: true,
});
