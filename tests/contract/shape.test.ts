import { describe, expect, it } from 'vitest';
import { expectShape, shapeProblems } from './shape.ts';

const documented = { _source: 'docs', id: 'uuid', title: 'Wine', subTitle: null, price: 100, variants: [{ sku: 'A', inventory: [{ count: 1 }] }] };

describe('shapeProblems', () => {
  it('accepts the documented object, with nulls where there is no data', () => {
    expect(shapeProblems({ id: 'x', title: null, subTitle: 'y', price: 0, variants: [{ sku: 'B', inventory: null }] }, documented)).toEqual([]);
  });
  it('names an invented field, a missing one and a wrong type', () => {
    expect(shapeProblems({ id: 'x', title: 'T', subTitle: null, price: '1', variants: [{ sku: 'B', inventory: [], soldOut: true }] }, documented)).toEqual([
      '$.price: documented as number, got string',
      '$.variants[0].soldOut: not in the documented object',
    ]);
    expect(shapeProblems({ id: 'x', variants: [] }, documented)).toEqual(['$.title: documented but missing', '$.subTitle: documented but missing', '$.price: documented but missing']);
  });
  it('checks a request body as partial: documented fields only, none required', () => {
    expect(shapeProblems({ title: 'T' }, documented, { partial: true })).toEqual([]);
    expect(() => expectShape({ cardNumber: '4242' }, documented, { partial: true })).toThrow(/cardNumber: not in the documented object/);
  });
  it('lets a key listed in _mayBeAbsent be left out, and checks it when present', () => {
    const recorded = { _mayBeAbsent: ['wine'], id: 'uuid', wine: { vintage: 2011 } };
    expect(shapeProblems({ id: 'x' }, recorded)).toEqual([]);
    expect(shapeProblems({ id: 'x', wine: { vintage: '2011' } }, recorded)).toEqual(['$.wine.vintage: documented as number, got string']);
  });
  it("checks only that a _freeForm field is an object: its keys are the tenant's own", () => {
    const documented = { _freeForm: ['metaData'], id: 'uuid', metaData: { gender: null } };
    expect(shapeProblems({ id: 'x', metaData: { 'storefront-consent': 'v1.a1.m0.p1' } }, documented)).toEqual([]);
    expect(shapeProblems({ id: 'x', metaData: null }, documented)).toEqual([]);
    expect(shapeProblems({ id: 'x', metaData: 'gender' }, documented)).toEqual(['$.metaData: documented as object, got string']);
    expect(shapeProblems({ id: 'x' }, documented)).toEqual(['$.metaData: documented but missing']);
  });
});
