import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';

export const TextOptionsSchema = v.object({
  /** Rich text as HTML from the page builder; sanitised before rendering. */
  text: v.optional(v.pipe(v.string(), input({ type: 'richText' })), ''),
});
