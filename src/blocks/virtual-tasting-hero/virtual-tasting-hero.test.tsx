import { prerender } from 'react-dom/static';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../commerce/testing/products.ts';
import type { Product } from '../../commerce/types.ts';
import { EMPTY_PAGE_DATA, PageDataContext, type ProductLoader } from '../../page-data/index.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { virtualTastingHeroBlock } from './index.ts';
import { TASTING_HERO_WARNINGS, VirtualTastingHero } from './virtual-tasting-hero.tsx';
import { VirtualTastingHeroOptionsSchema } from './virtual-tasting-hero.schema.ts';

const KIT: Product = testProduct({
  id: 'prod-vert3',
  slug: 'isosceles-vertical-trio',
  pageSlug: 'isosceles-vertical-trio',
  title: 'Isosceles Vertical Trio',
  type: 'Bundle',
  image: '/images/products/case.svg',
  variants: [
    testVariant({
      id: 'var-vert3',
      sku: 'ISO-VERT3',
      title: 'Three-bottle wooden case',
      price: 42000,
      maxQuantityPerCart: 2,
      inventory: [{ inventoryLocationId: 'loc-napa', availableForSaleCount: 30 }],
      volumeInML: null,
    }),
  ],
});

const loader = (catalogue: Product[]): ProductLoader => ({
  product: async (slug) => catalogue.find((product) => product.slug === slug) ?? null,
  collection: async () => [],
});

const OPTIONS = {
  product: 'isosceles-vertical-trio',
  subTitle: 'Three vintages of Isosceles, tasted live with our winemaker',
  descriptionTitle: 'What the evening holds',
  description: '<p>Open the 2019, 2020 and 2021 side by side.</p><script>alert(1)</script>',
  location: 'Live online from the barrel cave',
  date: 'Thursday, March 4, 2027 · 5pm PT',
};

const parse = (raw: unknown) => v.parse(VirtualTastingHeroOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(virtualTastingHeroBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};

async function render(raw: unknown, { catalogue = [KIT], preview = false } = {}) {
  const { prelude } = await prerender(
    <PageDataContext value={{ ...EMPTY_PAGE_DATA, products: loader(catalogue), preview }}>
      <VirtualTastingHero options={parse(raw)} blockId="vt1" renderBlocks={() => null} />
    </PageDataContext>,
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

describe('VirtualTastingHero options', () => {
  it('leave the product, location and date optional', () => {
    const { product: _product, location: _location, date: _date, ...required } = OPTIONS;
    expect(parse(required)).toEqual(required);
    expect(parse({ ...OPTIONS, location: '  ', date: '' })).toMatchObject({ location: undefined, date: undefined });
  });

  it('require subTitle, descriptionTitle and description, each naming itself', () => {
    expect(messages({})).toEqual(['subTitle: subTitle is required', 'descriptionTitle: descriptionTitle is required', 'description: description is required']);
    expect(messages({ ...OPTIONS, subTitle: '   ' })).toEqual(['subTitle: subTitle is required']);
    expect(messages({ ...OPTIONS, descriptionTitle: '' })).toEqual(['descriptionTitle: descriptionTitle is required']);
    expect(messages({ ...OPTIONS, description: ' ' })).toEqual(['description: description is required']);
  });

  it('take the product as a product slug', () => {
    expect(messages({ ...OPTIONS, product: 'Not a slug!' })).toEqual(['product: must be a product slug']);
    expect(parse({ ...OPTIONS, product: { slug: 'Isosceles-Vertical-Trio' } }).product).toBe('isosceles-vertical-trio');
  });
});

describe('VirtualTastingHero', () => {
  it("names the kit as the page's heading, with its price, add-to-cart, link, date, place and description", async () => {
    const html = await render(OPTIONS);
    expect(html).toContain('<h1 id="virtual-tasting-vt1-title" class="virtual-tasting-hero__title">Isosceles Vertical Trio</h1>');
    expect(html).toContain('Three vintages of Isosceles, tasted live with our winemaker');
    expect(html).toContain('$420');
    expect(html).toContain('Add To Cart');
    expect(html).toContain('href="/product/isosceles-vertical-trio"');
    expect(html).toContain('<dd>Thursday, March 4, 2027 · 5pm PT</dd>');
    expect(html).toContain('<dd>Live online from the barrel cave</dd>');
    expect(html).toContain('<h2 class="virtual-tasting-hero__description-title">What the evening holds</h2>');
    expect(html).toContain('<p>Open the 2019, 2020 and 2021 side by side.</p>');
    expect(html).not.toContain('<script>');
  });

  it('still shows the tasting when the product is gone, headed by its subtitle, and tells editors why', async () => {
    const html = await render(OPTIONS, { catalogue: [] });
    expect(html).toContain('virtual-tasting-hero__title">Three vintages of Isosceles, tasted live with our winemaker</h1>');
    expect(html).not.toContain('Add To Cart');
    expect(html).not.toContain(TASTING_HERO_WARNINGS.missing);
    expect(await render(OPTIONS, { catalogue: [], preview: true })).toContain(TASTING_HERO_WARNINGS.missing);
    expect(await render({ ...OPTIONS, product: undefined }, { preview: true })).toContain(TASTING_HERO_WARNINGS.unselected);
  });

  it('does not sell a retired kit', async () => {
    const html = await render(OPTIONS, { catalogue: [{ ...KIT, webStatus: 'Retired' }] });
    expect(html).not.toContain('Add To Cart');
    expect(html).not.toContain('$420');
  });
});
