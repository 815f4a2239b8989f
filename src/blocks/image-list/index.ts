import { defineBlock } from '../kit/contract/define-block.ts';
import { ImageList } from './image-list.tsx';
import { ImageListOptionsSchema } from './image-list.schema.ts';

export const imageListBlock = defineBlock({
  name: 'ImageList',
  friendlyName: 'Image (titled list with captions)',
  group: 'General',
  schema: ImageListOptionsSchema,
  component: ImageList,
  static: true,
});
