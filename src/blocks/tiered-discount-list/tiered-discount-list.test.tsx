import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { tieredDiscountListBlock } from './index.ts';
import { TieredDiscountList } from './tiered-discount-list.tsx';
import { formatFigure, SYMBOL_OR_DOLLAR_MESSAGE, TieredDiscountListOptionsSchema } from './tiered-discount-list.schema.ts';

const parse = (raw: unknown) => v.parse(TieredDiscountListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(tieredDiscountListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<TieredDiscountList options={parse(raw)} blockId="t1" renderBlocks={() => null} />);
const tier = (percent: Record<string, unknown>) => ({ percent });

describe('TieredDiscountList options', () => {
  it('show a percentage in the serif by default', () => {
    expect(parse({ items: [tier({ value: 10 })] }).items[0]).toEqual({
      eyebrow: { font: 'sans-serif', color: 'None' },
      percent: { value: 10, showSymbol: true, showDollarSign: false, showPlusSign: false, font: 'serif', color: 'None' },
      description: { font: 'sans-serif', color: 'None' },
    });
  });

  it('need a number for each tier', () => {
    expect(messages({ items: [tier({ value: '10' })] })).toEqual(['items.0.percent.value: value must be a number']);
    expect(messages({ items: [{}] })).toEqual(['items.0.percent: percent is required']);
  });

  it('keep showSymbol and showDollarSign exclusive', () => {
    expect(messages({ items: [tier({ value: 50, showSymbol: true, showDollarSign: true })] })).toEqual([`items.0.percent.showDollarSign: ${SYMBOL_OR_DOLLAR_MESSAGE}`]);
    expect(messages({ items: [tier({ value: 50, showSymbol: false, showDollarSign: true })] })).toEqual([]);
  });

  it('turn the other one off in the editor when one is turned on', () => {
    const percent = blockManifest([tieredDiscountListBlock]).components[0]?.inputs[0]?.subFields?.find((i) => i.name === 'percent');
    const onChange = percent?.subFields?.find((i) => i.name === 'showDollarSign')?.onChange;
    const alerts: string[] = [];
    const options = new Map<string, unknown>([
      ['showSymbol', true],
      ['showDollarSign', true],
    ]);
    new Function('alert', `return ${onChange}`)((m: string) => alerts.push(m))(options);
    expect(alerts).toEqual([SYMBOL_OR_DOLLAR_MESSAGE]);
    expect(options.get('showSymbol')).toBe(false);
  });
});

describe('formatFigure', () => {
  it('writes a percentage, a dollar amount and the plus sign', () => {
    const base = { showSymbol: true, showDollarSign: false, showPlusSign: false, font: 'serif', color: 'None' } as const;
    expect(formatFigure({ ...base, value: 15 })).toBe('15%');
    expect(formatFigure({ ...base, value: 20, showPlusSign: true })).toBe('20%+');
    expect(formatFigure({ ...base, value: 50, showSymbol: false, showDollarSign: true })).toBe('$50');
    expect(formatFigure({ ...base, value: 7.5, showSymbol: false })).toBe('7.5');
  });
});

describe('TieredDiscountList', () => {
  it('renders each tier with its triangles, eyebrow, figure and description', () => {
    const html = render({
      items: [
        { eyebrow: { text: '6 bottles' }, percent: { value: 10 }, description: { text: 'Mix and match any wines' } },
        { eyebrow: { text: '12 bottles' }, percent: { value: 15, showPlusSign: true, color: 'Gold' }, description: { text: 'A full case, shipped together' } },
      ],
    });
    expect(html.match(/<li class="tiers__item">/g)).toHaveLength(2);
    expect(html.match(/tiers__triangle/g)).toHaveLength(3);
    expect(html).toContain('<p class="tiers__figure tiers--serif">10%</p>');
    expect(html).toContain('<p class="tiers__figure tiers--serif" style="color:#7c6f4b">15%+</p>');
    expect(html).toContain('A full case, shipped together');
  });
});
