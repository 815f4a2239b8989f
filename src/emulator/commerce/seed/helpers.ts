import type { SeedVariant, SeedWine } from './types.ts';

/** Triangle Ridge's estate sits on Mount Veeder, above the Napa Valley floor. */
export const wine = (vintage: number | null, type: SeedWine['type'], varietal: string, alcoholPercentage: number, appellation = 'Mount Veeder'): SeedWine => ({
  vintage,
  type,
  varietal,
  appellation,
  alcoholPercentage,
});

export const bottle = (sku: string, price: number, stock: number | null, extra: Partial<SeedVariant> = {}): SeedVariant => ({
  sku,
  title: '750ml Bottle',
  price,
  stock,
  volumeInML: 750,
  ...extra,
});

export const item = (sku: string, title: string, price: number, stock: number | null, extra: Partial<SeedVariant> = {}): SeedVariant => ({
  sku,
  title,
  price,
  stock,
  ...extra,
});
