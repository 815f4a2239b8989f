import { describe, expect, it } from 'vitest';
import { testImage, testProduct, testVariant } from '../../commerce/testing/products.ts';
import { productJsonLd } from './product-json-ld.ts';

const ORIGIN = 'https://www.triangleridge.example';
const BRAND = 'Triangle Ridge Winery';

type Offer = { '@type': string; price: string; priceCurrency: string; availability: string; url: string; sku: string };
type ProductLd = { '@context': string; '@type': string; name: string; image?: string[]; offers: Offer[]; url: string; brand: { name: string } };

function parsed(...args: Parameters<typeof testProduct>): ProductLd {
  const text = productJsonLd(testProduct(...args), ORIGIN, BRAND, 20);
  expect(text).not.toBeNull();
  return JSON.parse(text!) as ProductLd;
}

/** The fields Google's product snippets and merchant listings require. */
function expectValidProduct(ld: ProductLd) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toEqual(expect.any(String));
  expect(ld.name.length).toBeGreaterThan(0);
  if ('image' in ld) {
    expect(ld.image!.length).toBeGreaterThan(0);
    for (const src of ld.image!) expect(new URL(src).origin).toBe(ORIGIN);
  }
  expect(ld.offers.length).toBeGreaterThan(0);
  for (const offer of ld.offers) {
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.priceCurrency).toBe('USD');
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(offer.availability);
  }
}

describe('productJsonLd', () => {
  it('is a valid schema.org Product with an offer per variant, priced for the public', () => {
    const ld = parsed({ images: [testImage('/images/cab.png')], variants: [testVariant(), testVariant({ sku: 'CAB19-1500', title: 'Magnum', price: 11000 })] });
    expectValidProduct(ld);
    expect(ld.offers.map((offer) => [offer.sku, offer.price])).toEqual([
      ['CAB19-750', '50.00'],
      ['CAB19-1500', '110.00'],
    ]);
    expect(ld.url).toBe(`${ORIGIN}/product/cabernet-2019`);
    expect(ld.brand.name).toBe(BRAND);
    expect(ld.image!.every((src) => src.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('leaves image out rather than sending an empty list', () => {
    const ld = parsed({ images: [] });
    expectValidProduct(ld);
    expect('image' in ld).toBe(false);
  });

  it('says out of stock for a sold-out wine or an unavailable variant', () => {
    expect(parsed({ soldOut: true }).offers[0]!.availability).toBe('https://schema.org/OutOfStock');
    expect(parsed({ variants: [testVariant({ isAvailable: false })] }).offers[0]!.availability).toBe('https://schema.org/OutOfStock');
    expect(parsed().offers[0]!.availability).toBe('https://schema.org/InStock');
  });

  it('is left out for a members-only wine or a product with nothing to offer, which Google would call invalid', () => {
    expect(productJsonLd(testProduct({ security: { availableTo: 'Club Members' } }), ORIGIN, BRAND, 20)).toBeNull();
    expect(productJsonLd(testProduct({ variants: [] }), ORIGIN, BRAND, 20)).toBeNull();
  });

  it('cannot close its <script>', () => {
    const text = productJsonLd(testProduct({ title: 'Red </script><script>alert(1)</script>' }), ORIGIN, BRAND, 20)!;
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as ProductLd).name).toBe('Red </script><script>alert(1)</script>');
  });
});
