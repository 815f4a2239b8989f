import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from './islands.ts';
import { SubscriptionHero } from './subscription-hero.tsx';
import { SubscriptionHeroOptionsSchema } from './subscription-hero.schema.ts';

/** The subscription hero (content spec section 3): a subscription's title, image and prices per bottle category. */
export const subscriptionHeroBlock = defineBlock({
  name: 'SubscriptionHero',
  aliases: ['Subscription Hero'],
  group: 'Hero components',
  schema: SubscriptionHeroOptionsSchema,
  component: SubscriptionHero,
  islands,
});
