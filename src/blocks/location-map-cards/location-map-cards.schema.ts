// Content spec "Map": cards for the winery's locations, each a picture, the address (a
// California one: the state option is CA only; zip codes at most 9 characters), opening
// information and a button.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';
import { OptionalRichTextSchema, requiredText } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

export const MAP_STATES = ['CA'] as const;
/** Content spec section 5: the editor's alert for a long zip code. */
export const MAX_ZIP_LENGTH = 9;
export const MAX_ZIP_MESSAGE = 'Maximum zip code characters is 9';

export const LocationMapCardsOptionsSchema = v.object({
  locations: v.pipe(
    v.array(
      v.object({
        image: v.optional(
          v.object({
            /** A map or texture behind the picture. */
            backgroundImage: v.optional(v.nullable(ImageSourceSchema)),
            src: v.optional(v.nullable(ImageSourceSchema)),
            altText: v.optional(v.pipe(v.string(), v.trim()), ''),
          }),
          {},
        ),
        addressInfo: v.object({
          name: requiredText('name'),
          street: requiredText('street'),
          city: requiredText('city'),
          state: v.optional(v.picklist(MAP_STATES, 'state must be CA'), 'CA'),
          zipcode: v.pipe(requiredText('zipcode'), v.maxLength(MAX_ZIP_LENGTH, MAX_ZIP_MESSAGE)),
        }),
        /** Opening hours, phone, what to expect. */
        locationInfo: v.pipe(OptionalRichTextSchema, input({ helperText: 'Hours, phone and what to expect' })),
        button: v.optional(v.object({ text: requiredText('text'), url: LinkSchema })),
      }),
    ),
    v.nonEmpty('add at least one location'),
  ),
});

export type LocationMapCardsOptions = v.InferOutput<typeof LocationMapCardsOptionsSchema>;
type Address = LocationMapCardsOptions['locations'][number]['addressInfo'];

/** Directions in the visitor's map app: a plain link, nothing loads until they follow it. */
export function directionsUrl(address: Address): string {
  const destination = `${address.name}, ${address.street}, ${address.city}, ${address.state} ${address.zipcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
