import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dropNulls, nullAsUnset } from './unset.ts';

describe('nullAsUnset', () => {
  const schema = nullAsUnset(v.object({ width: v.optional(v.number(), 1200), items: v.optional(v.array(v.object({ label: v.optional(v.string(), 'Tab') })), []) }));

  it('gives a cleared field its default, at any depth', () => {
    expect(v.parse(schema, { width: null, items: [{ label: null }] })).toEqual({ width: 1200, items: [{ label: 'Tab' }] });
  });

  it('still refuses a wrong value that is not null', () => {
    expect(v.safeParse(schema, { width: 'wide' }).success).toBe(false);
  });

  it('leaves nested Builder elements untouched: the renderer reads them itself', () => {
    const element = { '@type': '@builder.io/sdk:Element', id: 'b', linkUrl: null };
    const [kept] = dropNulls([element]) as unknown[];
    expect(kept).toBe(element);
  });
});
