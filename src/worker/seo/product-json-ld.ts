// The product page's structured data: a schema.org Product with its offers, as Google's
// product snippets and merchant listings read it (developers.google.com/search/docs/
// appearance/structured-data/product-snippet and merchant-listing: `name`; one of
// `offers`, `review` or `aggregateRating`; each Offer with `price`, `priceCurrency` and
// `availability` as a schema.org URL; `image` absolute URLs).
import { cardImageSrc } from '../../catalogue/image.ts';
import { priceDisplay } from '../../commerce/rules/price.ts';
import type { Product } from '../../commerce/types.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * The JSON-LD, safe inside a <script> (no `<` left to close it); null when the product has
 * no public offer (members-only wines show no price to the public): a Product without
 * offers, reviews or ratings is an invalid item to Google, so none is sent.
 */
export function productJsonLd(product: Product, origin: string, brand: string, clubDiscountPercentage: number): string | null {
  const url = new URL(`/product/${product.pageSlug ?? product.slug}`, origin).href;
  if (product.security.availableTo.toLowerCase() !== 'public') return null;
  const offers = product.variants
    .filter((variant) => variant.sku)
    .map((variant) => {
      // The price anyone pays: never the members' price (hideClubPrice).
      const display = priceDisplay(variant, { clubDiscountPercentage, hideClubPrice: true });
      return {
        '@type': 'Offer',
        url,
        sku: variant.sku,
        name: variant.title ?? undefined,
        priceCurrency: 'USD',
        price: (display.price / 100).toFixed(2),
        availability: variant.isAvailable && !product.soldOut ? IN_STOCK : OUT_OF_STOCK,
      };
    });
  if (offers.length === 0) return null;
  const images = product.images.filter((image) => image.src).map((image) => new URL(cardImageSrc(image.src), origin).href);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.seo.description ?? product.teaser ?? undefined,
    image: images.length > 0 ? images : undefined,
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: brand },
    url,
    offers,
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
