import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../commerce/testing/products.ts';
import { isPickable, LOOKUP_MESSAGES, LookupQuerySchema, lookupProducts, MAX_LOOKUP_RESULTS, titleMatches } from './index.ts';

const ORIGIN = 'https://shop.example';

describe('the editor product look-up', () => {
  it('matches every word of the query in the title, ignoring case and order', () => {
    expect(titleMatches('Cabernet Sauvignon 2019', 'sauvignon CAB')).toBe(true);
    expect(titleMatches('Cabernet Sauvignon 2019', 'cabernet 2020')).toBe(false);
    expect(titleMatches('Cabernet Sauvignon 2019', '')).toBe(true);
  });

  it('answers slug, title, absolute image and the default price, in catalogue order', () => {
    const products = [
      testProduct({ pageSlug: 'cab-19', title: 'Cabernet Sauvignon 2019', image: 'https://images.example/original/cab.png' }),
      testProduct({ id: 'p2', pageSlug: 'chard-21', title: 'Chardonnay 2021' }),
      testProduct({ id: 'p3', pageSlug: 'cab-20', title: 'Cabernet Franc 2020', variants: [] }),
    ];
    expect(lookupProducts(products, 'cabernet', ORIGIN)).toEqual([
      { slug: 'cab-19', title: 'Cabernet Sauvignon 2019', image: 'https://images.example/medium/cab.png', price: 5000 },
      { slug: 'cab-20', title: 'Cabernet Franc 2020', image: 'https://shop.example/images/no-image.jpeg', price: null },
    ]);
  });

  it('leaves out products without a page, retired ones and not-found stand-ins, but keeps hidden ones', () => {
    expect(isPickable(testProduct({ pageSlug: null }))).toBe(false);
    expect(isPickable(testProduct({ webStatus: 'Retired' }))).toBe(false);
    expect(isPickable(testProduct({ type: 'notFound' }))).toBe(false);
    expect(isPickable(testProduct({ webStatus: 'Hidden' }))).toBe(true);
  });

  it('answers at most 20 results', () => {
    const many = Array.from({ length: 30 }, (_, index) => testProduct({ id: `p${index}`, pageSlug: `wine-${index}`, title: `Red wine ${index}`, variants: [testVariant()] }));
    expect(lookupProducts(many, 'red', ORIGIN)).toHaveLength(MAX_LOOKUP_RESULTS);
  });

  it('takes an empty query (the picker opening) and refuses one over 100 characters', () => {
    expect(v.parse(LookupQuerySchema, {})).toEqual({ q: '' });
    expect(v.parse(LookupQuerySchema, { q: '  merlot ' })).toEqual({ q: 'merlot' });
    expect(v.safeParse(LookupQuerySchema, { q: 'x'.repeat(101) }).issues?.[0]?.message).toBe(LOOKUP_MESSAGES.query);
  });
});
