import * as server from 'react-dom/server';
import { prerender } from 'react-dom/static';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct, testVariant } from '../../commerce/testing/products.ts';
import type { Product } from '../../commerce/types.ts';
import { EMPTY_PAGE_DATA, PageDataContext, type PageData, type ProductLoader } from '../../page-data/index.ts';
import { CollectionList } from './collection-list.tsx';
import { CollectionListOptionsSchema } from './collection-list.schema.ts';

// Counts the renders made apart from the page's own (reused markup is rendered with
// renderToString), not those nested inside one (an island's markup).
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  let depth = 0;
  const outer = vi.fn();
  const renderToString: typeof actual.renderToString = (...args) => {
    if (depth === 0) outer();
    depth++;
    try {
      return actual.renderToString(...args);
    } finally {
      depth--;
    }
  };
  return { ...actual, renderToString, outer };
});
const separateRenders = (server as unknown as { outer: ReturnType<typeof vi.fn> }).outer;
afterEach(() => separateRenders.mockClear());

const wine = (n: number, price: number) =>
  testProduct({ id: `prod-${n}`, slug: `wine-${n}`, pageSlug: `wine-${n}`, title: `Wine ${n}`, variants: [testVariant({ id: `var-${n}`, sku: `W${n}`, price })] });

const loader = (catalogue: Product[]): ProductLoader => ({
  product: async () => null,
  collection: async () => catalogue,
});

async function render(options: v.InferOutput<typeof CollectionListOptionsSchema>, catalogue: Product[], pageData: Partial<PageData> = {}) {
  const { prelude } = await prerender(
    <PageDataContext value={{ ...EMPTY_PAGE_DATA, products: loader(catalogue), ...pageData }}>
      <CollectionList options={options} blockId="list1" renderBlocks={() => null} />
    </PageDataContext>,
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

describe('a collection list for visitors who bring nothing of their own', () => {
  const catalogue = [wine(1, 3000), wine(2, 4000), wine(3, 6000)];

  it('renders its cards once, in one piece, per content version and products, with the same markup every time', async () => {
    const options = v.parse(CollectionListOptionsSchema, { title: 'All wines', collection: 'all' });
    const first = await render(options, catalogue);
    expect(separateRenders).toHaveBeenCalledTimes(1);
    expect(first.match(/<li class="product-grid__item">/g)).toHaveLength(3);
    expect(first).toContain('$30<');

    separateRenders.mockClear();
    expect(await render(options, catalogue)).toBe(first);
    expect(separateRenders).not.toHaveBeenCalled();

    // A product whose cached data changed is a new object: the list is rendered again and shows it.
    const repriced = [catalogue[0]!, wine(2, 4700), catalogue[2]!];
    const after = await render(options, repriced);
    expect(separateRenders).toHaveBeenCalledTimes(1);
    expect(after).toContain('$47<');
    expect(after).not.toContain('$40<');

    // A publish (a new options object) renders again, with the same markup for the same products.
    separateRenders.mockClear();
    expect(await render(v.parse(CollectionListOptionsSchema, { title: 'All wines', collection: 'all' }), catalogue)).toBe(first);
    expect(separateRenders).toHaveBeenCalledTimes(1);
  });

  it('renders the list for each member and in preview, never from the reused markup', async () => {
    const options = v.parse(CollectionListOptionsSchema, { collection: 'all' });
    const anonymous = await render(options, catalogue);
    separateRenders.mockClear();
    const member = await render(options, catalogue, { anonymous: false, viewer: { loggedIn: true, hasActiveClub: true, tags: [], isValidUser: true } });
    const preview = await render(options, catalogue, { preview: true });
    expect(separateRenders).not.toHaveBeenCalled();
    expect(member.match(/<li class="product-grid__item">/g)).toHaveLength(3);
    expect(preview).toBe(anonymous);
  });
});
