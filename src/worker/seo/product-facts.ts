// A wine's public facts, made once from the reshaped product: the product page's JSON-LD
// (product-json-ld.ts), its markdown twin and the agents' tools (src/worker/agents) all read
// these, so no answer can say another price, stock or URL than the page's structured data.
import { cardImageSrc } from '../../catalogue/image.ts';
import { priceDisplay, productPriceDisplay } from '../../commerce/rules/price.ts';
import type { Accolade, Product } from '../../commerce/types.ts';

export type OfferFacts = {
  sku: string;
  /** The variant's own name (a bottle size), when it has one. */
  name: string | undefined;
  /** What anyone pays, cents: never a members' price. */
  price: number;
  /** The club members' price (the club discount on wine, spec 4 "Price display"), cents; null where there is none. */
  clubPrice: number | null;
  inStock: boolean;
  /** The most one cart may hold (Commerce7's maxQuantityPerCart), when set. */
  maxPerCart: number | null;
};

export type WineFacts = {
  name: string;
  subtitle: string | undefined;
  description: string | undefined;
  /** Sanitised HTML from the commerce backend (the page's tasting notes). */
  notesHtml: string | undefined;
  url: string;
  brand: string;
  images: string[];
  wine: Product['wine'];
  accolades: Accolade[];
  collections: Product['collections'];
  offers: OfferFacts[];
};

export type FactsSettings = { origin: string; brand: string; clubDiscountPercentage: number };

/**
 * The facts anyone may read, or null when the product has no public offer: members-only and
 * allocation wines show no price to the public, so nothing public is said about them.
 */
export function productFacts(product: Product, { origin, brand, clubDiscountPercentage }: FactsSettings): WineFacts | null {
  if (product.security.availableTo.trim().toLowerCase() !== 'public') return null;
  const url = new URL(`/product/${product.pageSlug ?? product.slug}`, origin).href;
  const offers = product.variants
    .filter((variant) => variant.sku)
    .map((variant): OfferFacts => {
      const shown = productPriceDisplay(product, variant, clubDiscountPercentage);
      return {
        sku: variant.sku,
        name: variant.title || undefined,
        price: priceDisplay(variant, { clubDiscountPercentage, hideClubPrice: true }).price,
        clubPrice: shown.kind === 'club' ? shown.price : null,
        inStock: variant.isAvailable && !product.soldOut,
        maxPerCart: variant.maxQuantityPerCart,
      };
    });
  if (offers.length === 0) return null;
  return {
    name: product.title,
    subtitle: product.subTitle ?? undefined,
    description: product.seo.description ?? product.teaser ?? undefined,
    notesHtml: product.content ?? undefined,
    url,
    brand,
    images: product.images.filter((image) => image.src).map((image) => new URL(cardImageSrc(image.src), origin).href),
    wine: product.wine,
    accolades: product.accolades,
    collections: product.collections,
    offers,
  };
}

/** Cents as the JSON-LD's and the markdown's decimal price: "150.00". */
export const decimalPrice = (cents: number) => (cents / 100).toFixed(2);
