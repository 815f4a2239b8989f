// The product page's structured data: a schema.org Product with its offers, as Google's
// product snippets and merchant listings read it (developers.google.com/search/docs/
// appearance/structured-data/product-snippet and merchant-listing: `name`; one of
// `offers`, `review` or `aggregateRating`; each Offer with `price`, `priceCurrency` and
// `availability` as a schema.org URL; `image` absolute URLs).
import type { Product } from '../../commerce/types.ts';
import { decimalPrice, productFacts } from './product-facts.ts';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * The JSON-LD, safe inside a <script> (no `<` left to close it); null when the product has
 * no public offer (members-only wines show no price to the public): a Product without
 * offers, reviews or ratings is an invalid item to Google, so none is sent. Its facts are
 * productFacts', the same the markdown twin and the agents' tools say.
 */
export function productJsonLd(product: Product, origin: string, brand: string, clubDiscountPercentage: number): string | null {
  const facts = productFacts(product, { origin, brand, clubDiscountPercentage });
  if (!facts) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    image: facts.images.length > 0 ? facts.images : undefined,
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: facts.brand },
    url: facts.url,
    // The price anyone pays: never the members' price.
    offers: facts.offers.map((offer) => ({
      '@type': 'Offer',
      url: facts.url,
      sku: offer.sku,
      name: offer.name,
      priceCurrency: 'USD',
      price: decimalPrice(offer.price),
      availability: offer.inStock ? IN_STOCK : OUT_OF_STOCK,
    })),
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
