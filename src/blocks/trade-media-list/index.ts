import { defineBlock } from '../kit/contract/define-block.ts';
import { TradeMediaList } from './trade-media-list.tsx';
import { TradeMediaListOptionsSchema } from './trade-media-list.schema.ts';

export const tradeMediaListBlock = defineBlock({
  name: 'TradeMediaList',
  aliases: ['Trade Media List'],
  group: 'Special',
  schema: TradeMediaListOptionsSchema,
  component: TradeMediaList,
  static: true,
});
