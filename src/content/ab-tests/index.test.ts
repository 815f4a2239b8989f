import { describe, expect, it } from 'vitest';
import { abTestCookie, abTestKey, abTestOf, abTestsFromCookies, abTestsFromQuery, assignVariation, pickByRatio, variationNameOf, type AbTestRatios } from './index.ts';

// The shape of packages/sdks-tests/src/specs/ab-test.ts: the default's share on the entry,
// one variation of 0.5 beside it.
const entry = {
  id: 'page-a',
  testRatio: 0.5,
  variations: {
    'var-b': { id: 'var-b', name: 'Variation B', testRatio: 0.5, data: { title: 'B', blocks: [] } },
  },
};

const ratios = (variations: [string, number][], contentId = 'page-a'): AbTestRatios => ({ contentId, variations: variations.map(([id, ratio]) => ({ id, ratio })) });

/** How often each variation is drawn over `n` evenly spaced random numbers: the split, without chance. */
function split(test: AbTestRatios, n = 1000): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const id = pickByRatio(test, (i + 0.5) / n);
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

describe("an entry's test", () => {
  it("is read from its variations, the default (the entry itself) walked last with the entry's testRatio", () => {
    const test = abTestOf(entry)!;
    expect(test.ratios).toEqual(
      ratios([
        ['var-b', 0.5],
        ['page-a', 0.5],
      ]),
    );
    expect(test.variations.get('var-b')).toEqual({ id: 'var-b', name: 'Variation B', data: { title: 'B', blocks: [] } });
    expect(variationNameOf(test, 'var-b')).toBe('Variation B');
    expect(variationNameOf(test, 'page-a')).toBe('Default');
  });

  it('is none without variations, with an empty object, or when every variation is unusable', () => {
    expect(abTestOf({ id: 'page-a' })).toBeNull();
    expect(abTestOf({ id: 'page-a', variations: {} })).toBeNull();
    expect(abTestOf({ id: 'page-a', variations: { 'var-b': null, 'var-c': { testRatio: 0.5, data: null }, 'bad id!': { data: {} } } })).toBeNull();
  });

  it('gives the default what the variations leave when the entry has no testRatio, and a nameless variation its id', () => {
    const test = abTestOf({ id: 'p', variations: { v1: { testRatio: 0.3, data: {} }, v2: { testRatio: null, name: ' ', data: {} } } })!;
    expect(test.ratios.variations).toEqual([
      { id: 'v1', ratio: 0.3 },
      { id: 'v2', ratio: 0 },
      { id: 'p', ratio: 0.7 },
    ]);
    expect(variationNameOf(test, 'v2')).toBe('v2');
  });

  it("never counts a variation carrying the entry's own id as a second default", () => {
    const test = abTestOf({ id: 'p', testRatio: 0.5, variations: { p: { testRatio: 0.5, data: {} }, v1: { testRatio: 0.5, data: {} } } })!;
    expect(test.ratios.variations.map(({ id }) => id)).toEqual(['v1', 'p']);
  });
});

describe('drawing a variation by ratio', () => {
  it("follows Builder's walk: variations in order, the default last", () => {
    const test = ratios(
      [
        ['v1', 0.2],
        ['v2', 0.3],
        ['p', 0.5],
      ],
      'p',
    );
    expect(pickByRatio(test, 0)).toBe('v1');
    expect(pickByRatio(test, 0.19)).toBe('v1');
    expect(pickByRatio(test, 0.2)).toBe('v2');
    expect(pickByRatio(test, 0.49)).toBe('v2');
    expect(pickByRatio(test, 0.5)).toBe('p');
    expect(pickByRatio(test, 0.999999)).toBe('p');
    expect(split(test)).toEqual({ v1: 200, v2: 300, p: 500 });
  });

  it('keeps each share of the total when the ratios do not add up to 1', () => {
    expect(
      split(
        ratios(
          [
            ['v1', 0.2],
            ['v2', 0.2],
            ['p', 0.4],
          ],
          'p',
        ),
      ),
    ).toEqual({ v1: 250, v2: 250, p: 500 });
    expect(
      split(
        ratios(
          [
            ['v1', 1],
            ['v2', 1],
            ['p', 2],
          ],
          'p',
        ),
      ),
    ).toEqual({ v1: 250, v2: 250, p: 500 });
  });

  it('gives the default when nothing has a share, and never a variation whose share is 0 or invalid', () => {
    expect(
      split(
        ratios(
          [
            ['v1', 0],
            ['p', 0],
          ],
          'p',
        ),
      ),
    ).toEqual({ p: 1000 });
    expect(
      split(
        ratios(
          [
            ['v1', -1],
            ['v2', Number.NaN],
            ['v3', 0.5],
            ['p', 0.5],
          ],
          'p',
        ),
      ),
    ).toEqual({ v3: 500, p: 500 });
  });

  it('takes a random number outside [0, 1) as its nearest end', () => {
    const test = ratios(
      [
        ['v1', 0.5],
        ['p', 0.5],
      ],
      'p',
    );
    expect(pickByRatio(test, -3)).toBe('v1');
    expect(pickByRatio(test, 1)).toBe('p');
    expect(pickByRatio(test, Number.NaN)).toBe('v1');
  });
});

describe("assigning a visitor's variation", () => {
  const test = ratios([
    ['var-b', 0.5],
    ['page-a', 0.5],
  ]);

  it('keeps the variation their cookie names, the default included, whatever the random number', () => {
    expect(assignVariation(test, 'var-b', 0.99)).toEqual({ variationId: 'var-b', assignedNow: false });
    expect(assignVariation(test, 'page-a', 0.01)).toEqual({ variationId: 'page-a', assignedNow: false });
  });

  it('draws a first visitor by the ratios, to be kept in the cookie', () => {
    expect(assignVariation(test, undefined, 0.1)).toEqual({ variationId: 'var-b', assignedNow: true });
    expect(assignVariation(test, null, 0.9)).toEqual({ variationId: 'page-a', assignedNow: true });
  });

  it('draws again for a cookie naming a removed variation, or a malformed one', () => {
    expect(assignVariation(test, 'var-gone', 0.9)).toEqual({ variationId: 'page-a', assignedNow: true });
    expect(assignVariation(test, '', 0.1)).toEqual({ variationId: 'var-b', assignedNow: true });
    expect(assignVariation(test, '"><script>', 0.1)).toEqual({ variationId: 'var-b', assignedNow: true });
  });
});

describe('the cookie', () => {
  it("is Builder's name and value, for the whole site, 30 days, Lax, HttpOnly, Secure over HTTPS", () => {
    expect(abTestCookie('page-a', 'var-b', true)).toBe('builder.tests.page-a=var-b; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(abTestCookie('page-a', 'page-a', false)).toBe('builder.tests.page-a=page-a; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
  });

  it('is read from a Cookie header, leaving other cookies and malformed values out', () => {
    const read = abTestsFromCookies('age_gate=false; builder.tests.page-a=var-b;builder.tests.page-c="page-c"; builder.tests.page-d=<x>; builder.tests.=v; builder.testsx=1');
    expect([...read]).toEqual([
      ['page-a', 'var-b'],
      ['page-c', 'page-c'],
    ]);
    expect(abTestsFromCookies(undefined).size).toBe(0);
  });

  it("may be named in the query instead, as Builder's SDK reads builder.tests.<id>=<variation>", () => {
    expect([...abTestsFromQuery(new URLSearchParams('preview=x&builder.tests.page-a=var-b&builder.tests.page-c=%3Cx%3E'))]).toEqual([['page-a', 'var-b']]);
  });

  it('gives one cache key per set of variations, whatever the order they were met in', () => {
    expect(
      abTestKey([
        ['page-b', 'x'],
        ['page-a', 'y'],
      ]),
    ).toBe(
      abTestKey(
        new Map([
          ['page-a', 'y'],
          ['page-b', 'x'],
        ]),
      ),
    );
    expect(abTestKey([['page-a', 'y']])).not.toBe(abTestKey([['page-a', 'page-a']]));
    expect(abTestKey([])).toBe('');
  });
});
