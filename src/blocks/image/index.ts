import { defineBlock } from '../kit/contract/define-block.ts';
import { Image } from './image.tsx';
import { ImageOptionsSchema } from './image.schema.ts';

export const imageBlock = defineBlock({
  name: 'Image',
  // Builder's plain <img> element (Raw:Img in its SDK): the same image, shown the same way.
  aliases: ['Raw:Img'],
  group: 'General',
  schema: ImageOptionsSchema,
  component: Image,
  static: true,
});
