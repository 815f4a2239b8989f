// The subscription hero's options (content spec section 3): title, subTitle, image,
// prices per bottle category and the subscription type; title, prices and type required.
import * as v from 'valibot';
import { SUBSCRIPTION_TYPES } from '../kit/pieces/club-catalogue.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const SubscriptionHeroOptionsSchema = v.object({
  title: required('title is required'),
  subTitle: v.optional(v.pipe(v.string(), v.trim()), ''),
  image: v.optional(v.object({ src: ImageSourceSchema, altText: v.optional(v.pipe(v.string(), v.trim()), '') })),
  prices: v.pipe(
    v.array(v.object({ category: required('category is required'), price: v.pipe(v.number('price is a number of dollars'), v.minValue(0)) }), 'prices is required'),
    v.nonEmpty('prices is required'),
  ),
  subscriptionType: v.picklist(SUBSCRIPTION_TYPES, `subscriptionType must be one of ${SUBSCRIPTION_TYPES.join(', ')}`),
});

export type SubscriptionHeroOptions = v.InferOutput<typeof SubscriptionHeroOptionsSchema>;
