// Content spec "Hero icon list": a page's hero with its headline over a background image,
// a row of icons each with a title and a description (and an optional link), buttons, and
// a sticky bar with the headline and buttons once the hero is passed (unless disabled).
import * as v from 'valibot';
import { requiredText } from '../kit/inputs/text.schema.ts';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { ICON_NAMES, type IconName } from '../kit/pieces/icons.tsx';

export const MAX_HERO_BUTTONS_MESSAGE = 'maximum "Buttons" is 2';

export const HeroIconListOptionsSchema = v.object({
  headline: requiredText('headline'),
  backgroundImage: v.optional(
    v.object({
      image: ImageSourceSchema,
      altText: v.optional(v.pipe(v.string(), v.trim()), ''),
    }),
  ),
  information: v.pipe(
    v.array(
      v.object({
        icon: v.picklist(ICON_NAMES as [IconName, ...IconName[]], 'pick an icon'),
        title: requiredText('title'),
        description: v.pipe(requiredText('description'), input({ type: 'longText' })),
        link: v.optional(v.object({ label: requiredText('label'), URL: LinkSchema })),
      }),
    ),
    v.nonEmpty('add at least one item'),
  ),
  buttons: v.optional(v.pipe(v.array(ButtonOptionSchema), v.maxLength(2, MAX_HERO_BUTTONS_MESSAGE)), []),
  disableStickySubNavigation: v.optional(v.boolean(), false),
});

export type HeroIconListOptions = v.InferOutput<typeof HeroIconListOptionsSchema>;
