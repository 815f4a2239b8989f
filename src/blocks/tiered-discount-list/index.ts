import { defineBlock } from '../kit/contract/define-block.ts';
import { TieredDiscountList } from './tiered-discount-list.tsx';
import { TieredDiscountListOptionsSchema } from './tiered-discount-list.schema.ts';

export const tieredDiscountListBlock = defineBlock({
  name: 'TieredDiscountList',
  aliases: ['Tiered Discount List'],
  group: 'Special',
  schema: TieredDiscountListOptionsSchema,
  component: TieredDiscountList,
  static: true,
});
