// A product and a variant as the commerce layer hands them to rules and blocks: a 750ml
// Cabernet in stock, public, with no promotion. Tests override what they are about.
import type { Product, ProductImage, Variant } from '../types.ts';

/** An image as the commerce layer hands it over, undressed unless a test says otherwise. */
export const testImage = (src: string, overrides: Partial<ProductImage> = {}): ProductImage => ({
  src,
  altText: 'Bottle',
  background: 'None',
  customBackgroundImage: null,
  cropToFit: false,
  ...overrides,
});

export const testVariant = (overrides: Partial<Variant> = {}): Variant => ({
  id: 'var-750',
  sku: 'CAB19-750',
  title: '750ml',
  price: 5000,
  addToCartPrice: null,
  actionMessage: null,
  comparePrice: null,
  maxQuantityPerCart: null,
  inventoryPolicy: 'Dont Sell',
  inventory: [{ inventoryLocationId: 'loc-napa', availableForSaleCount: 24 }],
  volumeInML: 750,
  alcoholPercentage: 14.5,
  isAvailable: true,
  ...overrides,
});

export const testProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 'prod-cab19',
  slug: 'cabernet-sauvignon-2019',
  pageSlug: 'cabernet-2019',
  builderReferenceId: 'c7pd-cab19',
  title: 'Cabernet Sauvignon 2019',
  subTitle: null,
  teaser: null,
  content: null,
  type: 'Wine',
  webStatus: 'Available',
  image: null,
  images: [],
  variants: [testVariant()],
  seo: { title: null, description: null },
  security: { availableTo: 'Public' },
  wine: null,
  giftCard: null,
  accolades: [],
  seal: { kind: 'None' },
  collections: [],
  defaultVariantIndex: 0,
  badge: 'None',
  layout: 'Regular',
  checkoutType: 'Default',
  hasFullWidthProductCard: false,
  hasDarkBackgroundProductCard: false,
  allocation: null,
  soldOut: false,
  hideClubPrice: false,
  hideQuantitySelector: false,
  hideAddToCartForm: false,
  quantityLimit: null,
  quantityMultiplier: 1,
  ...overrides,
});
