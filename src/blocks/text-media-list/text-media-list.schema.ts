// Content spec "Filterable text-media list": items of text beside their images (a tasting,
// a tour, a dinner), each with tags, short details led by icons and up to two buttons;
// visitors narrow the list by tag.
import * as v from 'valibot';
import { UrlButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalRichTextSchema, OptionalTextSchema, requiredText } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { ICON_NAMES, type IconName } from '../kit/pieces/icons.tsx';

const ItemSchema = v.object({
  tags: v.optional(v.array(v.object({ tag: requiredText('tag') })), []),
  headline: requiredText('headline'),
  body: OptionalRichTextSchema,
  details: v.optional(
    v.array(
      v.object({
        icon: v.picklist(ICON_NAMES as [IconName, ...IconName[]], 'pick an icon'),
        body: requiredText('body'),
      }),
    ),
    [],
  ),
  /** The spec names this button's link `url` (other blocks' buttons say `href`). */
  /** The spec names these buttons' link `url` (other blocks' buttons say `href`). */
  button: v.optional(UrlButtonOptionSchema),
  secondaryButton: v.optional(UrlButtonOptionSchema),
  images: v.optional(
    v.array(
      v.object({
        image: ImageSourceSchema,
        altText: v.optional(v.pipe(v.string(), v.trim()), ''),
      }),
    ),
    [],
  ),
});

export const TextMediaListOptionsSchema = v.object({
  /** Not in the spec's list: a heading for the list, which also names its filter bar. */
  title: OptionalTextSchema,
  items: v.pipe(v.array(ItemSchema), v.nonEmpty('add at least one item')),
});

export type TextMediaListOptions = v.InferOutput<typeof TextMediaListOptionsSchema>;
export type TextMediaItem = TextMediaListOptions['items'][number];

/** The filter bar's tags: each tag once, in the order the items first use them. */
export function listTags(items: readonly Pick<TextMediaItem, 'tags'>[]): string[] {
  return [...new Set(items.flatMap((item) => item.tags.map((entry) => entry.tag)))];
}
