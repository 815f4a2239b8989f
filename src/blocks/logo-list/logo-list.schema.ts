// Content spec "Logo list": partner and press logos, each optionally linking out
// (http or https only), on a cream band unless the editor turns the background off.
import * as v from 'valibot';
import { ExternalLinkSchema } from '../../ui/link/href.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

export const LogoListOptionsSchema = v.object({
  logos: v.pipe(
    v.array(
      v.object({
        image: ImageSourceSchema,
        url: v.optional(v.nullable(ExternalLinkSchema)),
        altText: v.pipe(v.string('a logo needs alt text naming who it is'), v.trim(), v.nonEmpty('a logo needs alt text naming who it is')),
      }),
    ),
    v.nonEmpty('add at least one logo'),
  ),
  disableBackgroundColor: v.optional(v.boolean(), false),
});

export type LogoListOptions = v.InferOutput<typeof LogoListOptionsSchema>;
