// Content spec "Call-to-action grid": a titled grid of posts (articles, videos, recipes),
// each a thumbnail, a title and a description linking to the post, with a button below.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';
import { ButtonOptionSchema } from '../button/button-option.schema.ts';
import { OptionalTextSchema } from '../headline/headline.schema.ts';
import { ImageSourceSchema } from '../hero/image-source.ts';

const required = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`));

export const CtaGridOptionsSchema = v.object({
  title: required('title'),
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
        title: required('title'),
        description: v.pipe(required('description'), input({ type: 'longText' })),
      }),
    ),
    v.nonEmpty('add at least one post'),
  ),
  button: v.optional(ButtonOptionSchema),
});

export type CtaGridOptions = v.InferOutput<typeof CtaGridOptionsSchema>;
