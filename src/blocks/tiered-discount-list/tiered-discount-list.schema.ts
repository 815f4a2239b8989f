// Content spec "Tiered discount list": tiers of a discount ("10% off 6 bottles, 15%+ off a
// case"), each an eyebrow, a figure and a description. The figure is a percentage or a
// dollar amount, never both.
import * as v from 'valibot';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { withRules } from '../kit/contract/editor-rules.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';

export const FONTS = ['sans-serif', 'serif'] as const;
export const SYMBOL_OR_DOLLAR_MESSAGE = 'Choose either showSymbol (%) or showDollarSign ($), not both';

const font = (fallback: (typeof FONTS)[number]) => v.optional(v.picklist(FONTS), fallback);
const color = v.optional(v.picklist(COLOR_NAMES), 'None');

const PercentSchema = withRules(
  v.object({
    value: v.pipe(v.number('value must be a number'), v.minValue(0, 'value must not be negative')),
    showSymbol: v.optional(v.boolean(), true),
    showDollarSign: v.optional(v.boolean(), false),
    showPlusSign: v.optional(v.boolean(), false),
    font: font('serif'),
    color,
  }),
  [{ kind: 'exclusive', fields: ['showSymbol', 'showDollarSign'], message: SYMBOL_OR_DOLLAR_MESSAGE }],
);

export const TieredDiscountListOptionsSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        eyebrow: v.optional(v.object({ text: OptionalTextSchema, font: font('sans-serif'), color }), {}),
        percent: PercentSchema,
        description: v.optional(v.object({ text: OptionalTextSchema, font: font('sans-serif'), color }), {}),
      }),
    ),
    v.nonEmpty('add at least one tier'),
  ),
});

export type TieredDiscountListOptions = v.InferOutput<typeof TieredDiscountListOptionsSchema>;
type Percent = TieredDiscountListOptions['items'][number]['percent'];

/** The figure as shown: "$50", "15%", "20%+". */
export function formatFigure(percent: Percent): string {
  const number = Number.isInteger(percent.value) ? String(percent.value) : percent.value.toFixed(2).replace(/0$/, '');
  const prefix = percent.showDollarSign ? '$' : '';
  const suffix = percent.showSymbol && !percent.showDollarSign ? '%' : '';
  return `${prefix}${number}${suffix}${percent.showPlusSign ? '+' : ''}`;
}
