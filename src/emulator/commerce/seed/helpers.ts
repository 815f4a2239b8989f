// Source: skynet-watcher/Commerce7 docs/developer/resources/products.md (the wine and variant
// fields these fill).
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

/**
 * A fixed UUID (version-4 layout) for a seeded object named `name`: Commerce7's ids are
 * UUIDs, and a seed's ids must not change between runs, so they are derived, not random.
 */
export function seedUuid(name: string): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let h = seed >>> 0;
    for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    return (h ^ (h >>> 13)) >>> 0;
  });
  const hex = words.map((w) => w.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
