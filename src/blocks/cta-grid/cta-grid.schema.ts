// Content spec "Call-to-action grid": a titled grid of posts (articles, videos, recipes),
// each a thumbnail, a title and a description linking to the post, with a button below.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalTextSchema, requiredText } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

export const CtaGridOptionsSchema = v.object({
  title: requiredText('title'),
  subtitle: OptionalTextSchema,
  posts: v.pipe(
    v.array(
      v.object({
        url: LinkSchema,
        thumbnail: v.object({
          image: ImageSourceSchema,
          altText: v.optional(v.pipe(v.string(), v.trim()), ''),
          /** Posts are videos unless the editor hides the play button. */
          hidePlayButton: v.optional(v.boolean(), false),
        }),
        title: requiredText('title'),
        description: v.pipe(requiredText('description'), input({ type: 'longText' })),
      }),
    ),
    v.nonEmpty('add at least one post'),
  ),
  button: v.optional(ButtonOptionSchema),
});

export type CtaGridOptions = v.InferOutput<typeof CtaGridOptionsSchema>;
