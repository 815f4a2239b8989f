import { defineBlock } from '../kit/contract/define-block.ts';
import { LocationMapCards } from './location-map-cards.tsx';
import { LocationMapCardsOptionsSchema } from './location-map-cards.schema.ts';

export const locationMapCardsBlock = defineBlock({
  name: 'LocationMapCards',
  aliases: ['Map', 'MapCards'],
  group: 'Special',
  schema: LocationMapCardsOptionsSchema,
  component: LocationMapCards,
  static: true,
});
