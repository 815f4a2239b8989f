// A product and a variant as the commerce layer hands them to rules and blocks: a 750ml
// Cabernet in stock, public, with no promotion. Tests override what they are about.
import type { Product, Variant } from '../types.ts';

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
  bottlesInCase: null,
  volumeInML: 750,
  isAvailable: true,
  ...overrides,
});

export const testProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 'prod-cab19',
  slug: 'cabernet-sauvignon-2019',
  pageSlug: 'cabernet-2019',
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
  soldOut: false,
  hideClubPrice: false,
  hideQuantitySelector: false,
  hideAddToCartForm: false,
  quantityLimit: null,
  quantityMultiplier: 1,
  ...overrides,
});
