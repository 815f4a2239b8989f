import { defineBlock } from '../kit/contract/define-block.ts';
import { TextImageSideBar } from './text-image-side-bar.tsx';
import { TextImageSideBarOptionsSchema } from './text-image-side-bar.schema.ts';

export const textImageSideBarBlock = defineBlock({
  name: 'TextImageSideBar',
  friendlyName: 'Text with image: side bar',
  group: 'General',
  schema: TextImageSideBarOptionsSchema,
  component: TextImageSideBar,
  static: true,
});
