import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { withRules } from './editor-rules.ts';
import { checkOptions } from './options.ts';
import { defineBlock } from './define-block.ts';

const Gallery = withRules(
  v.object({
    style: v.optional(v.picklist(['grid', 'masonry', 'instagram']), 'grid'),
    socialText: v.optional(v.string()),
    images: v.optional(v.array(v.string()), []),
  }),
  [
    { kind: 'itemCount', field: 'images', count: 3, when: { field: 'style', equals: 'masonry' }, message: 'Number of images should be 3' },
    { kind: 'requiredWhen', field: 'socialText', when: { field: 'style', equals: 'instagram' }, message: 'socialText is required for the Instagram style' },
  ],
);
const Tier = withRules(v.object({ showSymbol: v.optional(v.boolean(), false), showDollarSign: v.optional(v.boolean(), false) }), [
  { kind: 'exclusive', fields: ['showSymbol', 'showDollarSign'], message: 'showSymbol and showDollarSign cannot both be on' },
]);

const problems = (schema: v.GenericSchema, options: unknown) => {
  const checked = checkOptions(defineBlock({ name: 'X', group: 'General', schema, component: () => null }), options);
  return checked.success ? [] : checked.problems;
};

describe('rules between options', () => {
  it('hold an item count only when their condition does', () => {
    expect(problems(Gallery, { style: 'masonry', images: ['a', 'b'] })).toEqual([{ path: 'images', message: 'Number of images should be 3' }]);
    expect(problems(Gallery, { style: 'masonry', images: ['a', 'b', 'c'] })).toEqual([]);
    expect(problems(Gallery, { style: 'grid', images: ['a', 'b'] })).toEqual([]);
  });

  it('require a field when their condition holds, blank counting as missing', () => {
    expect(problems(Gallery, { style: 'instagram', socialText: '  ' })).toEqual([{ path: 'socialText', message: 'socialText is required for the Instagram style' }]);
    expect(problems(Gallery, { style: 'instagram', socialText: '@triangleridge' })).toEqual([]);
  });

  it('keep two flags exclusive', () => {
    expect(problems(Tier, { showSymbol: true, showDollarSign: true })).toEqual([{ path: 'showDollarSign', message: 'showSymbol and showDollarSign cannot both be on' }]);
    expect(problems(Tier, { showSymbol: true })).toEqual([]);
  });

  it('leave the parsed options as the object schema makes them', () => {
    expect(v.parse(Gallery, {})).toEqual({ style: 'grid', images: [] });
  });
});
