// Content spec "Icon list": a heading and body over a list of items, each led by an icon,
// a Wine Society club's emblem or an uploaded image, with up to two buttons. An item linked
// to a restricted club shows members its buttons and everyone else the restricted-club
// button (typically "Join the Wine Society").
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { CLUB_MEMBERSHIP_TYPES } from '../kit/pieces/club-catalogue.ts';
import { OptionalRichTextSchema, OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { withRules } from '../kit/contract/editor-rules.ts';
import { ICON_NAMES, type IconName } from '../kit/pieces/icons.tsx';

export const ASSET_TYPES = ['icon', 'wineClub', 'customImageUpload'] as const;

const InfoItemSchema = withRules(
  v.object({
    assetType: v.optional(v.picklist(ASSET_TYPES), 'icon'),
    icon: v.optional(v.pipe(v.picklist(ICON_NAMES as [IconName, ...IconName[]]), input({ showIf: "options.get('assetType') === 'icon'" }))),
    wineClub: v.optional(v.pipe(v.picklist(CLUB_MEMBERSHIP_TYPES), input({ showIf: "options.get('assetType') === 'wineClub'" }))),
    customImageUpload: v.optional(v.pipe(ImageSourceSchema, input({ showIf: "options.get('assetType') === 'customImageUpload'" }))),
    isImageFullWidth: v.optional(v.boolean(), false),
    imageAltText: v.optional(v.pipe(v.string(), v.trim()), ''),
    eyebrow: OptionalTextSchema,
    heading: v.pipe(v.string('heading is required'), v.trim(), v.nonEmpty('heading is required')),
    body: OptionalRichTextSchema,
    button1: v.optional(ButtonOptionSchema),
    button2: v.optional(ButtonOptionSchema),
    isLinkedToRestrictedClub: v.optional(v.boolean(), false),
    restrictedClubButton: v.optional(v.pipe(ButtonOptionSchema, input({ showIf: "options.get('isLinkedToRestrictedClub') === true" }))),
  }),
  [
    { kind: 'requiredWhen', field: 'icon', when: { field: 'assetType', equals: 'icon' }, message: 'pick an icon' },
    { kind: 'requiredWhen', field: 'wineClub', when: { field: 'assetType', equals: 'wineClub' }, message: 'pick a Wine Society club' },
    { kind: 'requiredWhen', field: 'customImageUpload', when: { field: 'assetType', equals: 'customImageUpload' }, message: 'upload an image' },
  ],
);

export const IconListOptionsSchema = v.object({
  heading: OptionalTextSchema,
  body: OptionalRichTextSchema,
  infoList: v.pipe(v.array(InfoItemSchema), v.nonEmpty('add at least one item')),
  button: v.optional(ButtonOptionSchema),
  fullWidth: v.optional(v.boolean(), false),
});

export type IconListOptions = v.InferOutput<typeof IconListOptionsSchema>;
export type IconListItem = IconListOptions['infoList'][number];
