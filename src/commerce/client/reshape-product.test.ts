import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductPageEntrySchema } from './page-entry.schema.ts';
import { RawProductSchema } from './raw.schema.ts';
import { reshapeProduct } from './reshape-product.ts';

const NAPA = 'loc-napa';

const PRODUCT = {
  id: 'p-1',
  slug: 'isosceles-2021',
  title: 'Isosceles 2021',
  subTitle: '',
  content: '<p>Dark fruit.</p><script>alert(1)</script>',
  type: 'Wine',
  webStatus: 'Available',
  adminStatus: 'Available',
  images: [
    { id: 'i-1', src: '/img/iso.png', sortOrder: 0 },
    { id: 'i-2', src: '', sortOrder: 1 },
  ],
  variants: [
    { id: 'v-1', sku: 'ISO21-750', title: '750ml', price: 15000, inventory: [{ inventoryLocationId: NAPA, availableForSaleCount: 4 }] },
    { id: 'v-2', sku: 'ISO21-1500', title: '1.5L', price: 32000, inventory: [{ inventoryLocationId: 'elsewhere', availableForSaleCount: 9 }] },
    { id: 'v-3', sku: 'ISO21-3000', title: '3L', price: 70000, inventoryPolicy: 'Back Order', inventory: null },
  ],
};

/** Its c-7-products-data entry: the page slug and the extras, some cleared (null) by an editor. */
const ENTRY = {
  id: 'entry-1',
  data: {
    productId: 'p-1',
    productSlug: 'isosceles-2021',
    builderProductPageSlug: 'isosceles',
    accolades: [
      { accoladesType: 'points', reviewPoints: null, publication: 'Nobody' },
      { accoladesType: 'points', reviewPoints: 97, publication: 'Wine Spectator', productHeroOnly: true },
    ],
    soldOut: null,
    quantityMultiplier: 'six',
    badge: 'Brand New',
  },
};

describe('reshapeProduct', () => {
  const product = reshapeProduct(v.parse(RawProductSchema, PRODUCT), v.parse(ProductPageEntrySchema, ENTRY), NAPA);

  it('sanitises the backend’s HTML and turns empty text into null', () => {
    expect(product.content).toContain('Dark fruit.');
    expect(product.content).not.toContain('<script');
    expect(product.subTitle).toBeNull();
    expect(product.pageSlug).toBe('isosceles');
  });

  it('drops images without a source, gives the rest the title as alt text, and takes the first as the image', () => {
    expect(product.images).toEqual([{ src: '/img/iso.png', altText: 'Isosceles 2021', background: 'None', customBackgroundImage: null, cropToFit: false }]);
    expect(product.image).toBe('/img/iso.png');
  });

  it('judges each variant by the stock at the shipping location; a back-ordered one is always available', () => {
    expect(product.variants.map((variant) => variant.isAvailable)).toEqual([true, false, true]);
  });

  it('keeps only accolades that say something, and takes the seal from the first', () => {
    expect(product.accolades).toEqual([{ accoladesType: 'points', reviewPoints: 97, publication: 'Wine Spectator', productHeroOnly: true }]);
    expect(product.seal).toEqual({ kind: 'Points', points: 97 });
  });

  it('gives the editor flags their defaults, also where a field was cleared or holds the wrong type', () => {
    expect(product).toMatchObject({
      soldOut: false,
      hideClubPrice: false,
      hideQuantitySelector: false,
      hideAddToCartForm: false,
      quantityLimit: null,
      quantityMultiplier: 1,
      badge: 'None',
      layout: 'Regular',
      defaultVariantIndex: 0,
      builderReferenceId: 'entry-1',
    });
  });

  it('keeps an allocation link only when it is a path or an http(s) address', () => {
    const entry = (ctaUrl: string) => v.parse(ProductPageEntrySchema, { ...ENTRY, data: { ...ENTRY.data, allocation: { label: 'Allocation Only', ctaTitle: 'Join', ctaUrl } } });
    expect(reshapeProduct(v.parse(RawProductSchema, PRODUCT), entry('javascript:alert(1)'), NAPA).allocation).toMatchObject({ label: 'Allocation Only', ctaUrl: null });
    expect(reshapeProduct(v.parse(RawProductSchema, PRODUCT), entry('//evil.example'), NAPA).allocation?.ctaUrl).toBeNull();
    expect(reshapeProduct(v.parse(RawProductSchema, PRODUCT), entry('/join'), NAPA).allocation?.ctaUrl).toBe('/join');
  });

  it('Product images (spec 3): the entry dresses Commerce7’s image by position, adds its own, and skips a broken one', () => {
    const entry = v.parse(ProductPageEntrySchema, {
      ...ENTRY,
      data: {
        ...ENTRY.data,
        layout: 'Product pair',
        checkoutType: 'Direct Checkout',
        images: [
          { src: null, altText: 'The bottle', background: 'Gold', customBackgroundImage: '/img/cellar.jpg', cropToFit: true },
          { src: '/img/second.png', background: 'Purple', customBackgroundImage: 'javascript:alert(1).png' },
          'not an image',
        ],
      },
    });
    const dressed = reshapeProduct(v.parse(RawProductSchema, PRODUCT), entry, NAPA);
    expect(dressed.images).toEqual([
      { src: '/img/iso.png', altText: 'The bottle', background: 'Gold', customBackgroundImage: '/img/cellar.jpg', cropToFit: true },
      // A colour outside the map and a background image that is no jpeg or png path fall back to none.
      { src: '/img/second.png', altText: 'Isosceles 2021', background: 'None', customBackgroundImage: null, cropToFit: false },
    ]);
    expect(dressed.image).toBe('/img/iso.png');
    expect(dressed).toMatchObject({ layout: 'Product pair', checkoutType: 'Direct Checkout' });
    expect(product.checkoutType).toBe('Default');
  });

  it('reads an unknown product type as shown but not sold', () => {
    const odd = reshapeProduct(v.parse(RawProductSchema, { ...PRODUCT, type: 'Membership' }), v.parse(ProductPageEntrySchema, ENTRY), NAPA);
    expect(odd.type).toBe('unknown');
    expect(odd.variants.every((variant) => !variant.isAvailable)).toBe(true);
  });
});
