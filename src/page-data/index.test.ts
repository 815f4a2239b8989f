import { describe, expect, it, vi } from 'vitest';
import type { Commerce } from '../commerce/index.ts';
import { ANONYMOUS_VIEWER } from '../commerce/types.ts';
import type { ContentClient } from '../content/client/index.ts';
import { createPageData, EMPTY_PAGE_DATA, type PageDataSources } from './index.ts';

function sources(overrides: Partial<PageDataSources> = {}): PageDataSources {
  const product = vi.fn(async () => null);
  const getEntries = vi.fn(async () => []);
  return {
    // Only the calls a loader makes: the clients' other methods are not reached here.
    commerce: vi.fn(() => ({ products: { product, collection: vi.fn(async () => []) } }) as unknown as Commerce),
    content: vi.fn(() => ({ getEntries }) as unknown as ContentClient),
    report: vi.fn(),
    viewer: ANONYMOUS_VIEWER,
    anonymous: true,
    preview: false,
    settings: EMPTY_PAGE_DATA.settings,
    searchParams: new URLSearchParams(),
    onSkip: vi.fn(),
    ...overrides,
  };
}

describe('createPageData', () => {
  it('makes each loader once, on the first block that asks, as plain properties (no getters: see createPageData)', async () => {
    const from = sources();
    const data = createPageData(from);
    expect(Object.getOwnPropertyDescriptor(data, 'products')?.get).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(data, 'content')?.get).toBeUndefined();
    expect(from.commerce).not.toHaveBeenCalled();
    expect(from.content).not.toHaveBeenCalled();

    await data.products.product('isosceles-2021');
    await data.products.collection('all');
    await data.content.entries('page');
    await data.content.entry('page');
    expect(from.commerce).toHaveBeenCalledTimes(1);
    expect(from.content).toHaveBeenCalledTimes(1);
  });

  it('uses the product loader the request started its loads with', () => {
    const products = { product: async () => null, collection: async () => [] };
    expect(createPageData(sources({ products })).products).toBe(products);
  });
});
