// Commerce7's storefront API, as a Next.js storefront reads it: the product by slug and a
// collection's products, with the tenant header and no credentials (for-web calls need
// none). The bench points COMMERCE_API_URL at the emulator it starts.
// Catalogue answers are kept 60 s in Next's data cache (the store keeps its copies as long,
// CACHE_TTL_SECONDS): the page still renders on every request (force-dynamic), but does not
// ask Commerce7 each time, as the store's rendered pages do not.
const API = process.env.COMMERCE_API_URL ?? 'https://api.commerce7.com/v1';
const TENANT = process.env.COMMERCE_TENANT ?? 'triangle-ridge';

export type Variant = {
  id: string;
  sku: string;
  title: string | null;
  price: number;
  comparePrice: number | null;
  maxQuantityPerCart: number | null;
  volumeInML: number | null;
  alcoholPercentage: number | null;
  inventory: { inventoryLocationId: string; availableForSaleCount: number }[] | null;
};

export type Product = {
  id: string;
  slug: string;
  title: string;
  subTitle: string | null;
  teaser: string | null;
  content: string | null;
  image: string | null;
  type: string;
  webStatus: string;
  variants: Variant[];
  collections: { id: string; title: string; slug: string }[];
  seo: { title: string | null; description: string | null } | null;
  wine: { vintage: number | null; type: string | null; varietal: string | null; region: string | null; appellation: string | null; countryCode: string | null } | null;
};

async function get<T>(path: string): Promise<T | null> {
  const response = await fetch(`${API}/${path}`, { headers: { accept: 'application/json', tenant: TENANT }, next: { revalidate: 60 } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Commerce7 answered ${response.status} for ${path}`);
  return (await response.json()) as T;
}

export const getProduct = (slug: string) => get<Product>(`product/slug/${encodeURIComponent(slug)}/for-web`);

export async function getCollectionProducts(slug: string, limit: number): Promise<Product[]> {
  const list = await get<{ products: Product[] }>(`product/for-web?collectionSlug=${encodeURIComponent(slug)}&limit=${limit}`);
  return list?.products ?? [];
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

export const inStock = (variant: Variant | undefined) => (variant?.inventory ?? []).some((row) => row.availableForSaleCount > 0);
