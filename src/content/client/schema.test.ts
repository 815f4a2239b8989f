import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentResponseSchema } from './schema.ts';

const parse = (entry: Record<string, unknown>) => v.parse(ContentResponseSchema, { results: [{ id: 'page-a', data: {}, ...entry }] }).results[0]!;

describe("the content API's A/B fields", () => {
  it("reads variations keyed by id and the default's testRatio, as Builder sends them, dropping what else they carry", () => {
    const entry = parse({
      testRatio: 0.5,
      variations: { 'var-b': { id: 'var-b', name: 'B', testRatio: 0.5, createdDate: 1, meta: {}, data: { blocks: [] } } },
    });
    expect(entry.testRatio).toBe(0.5);
    expect(entry.variations).toEqual({ 'var-b': { id: 'var-b', name: 'B', testRatio: 0.5, data: { blocks: [] } } });
  });

  it('tolerates nulls, wrong types and unknown shapes: one variation degrades, never the entry', () => {
    const entry = parse({
      testRatio: null,
      variations: { 'var-b': 'not an object', 'var-c': { id: 7, name: null, testRatio: 'half', data: null }, 'var-d': null },
    });
    expect(entry.testRatio).toBeUndefined();
    expect(entry.variations).toEqual({ 'var-b': null, 'var-c': { id: undefined, name: null, testRatio: undefined, data: null }, 'var-d': null });
    expect(parse({ variations: 'none' }).variations).toBeUndefined();
    expect(parse({ variations: null }).variations).toBeUndefined();
  });
});
