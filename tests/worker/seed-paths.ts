import seed from '../../src/generated/content-seed.json';

type SeedEntry = { model: string; data: { url?: unknown; urls?: { url: string }[] } };

/**
 * Every page the content seed publishes: one per club and subscription, whose pages differ
 * only in their figures. An author's url is the page it writes for, and the account area's
 * pages ask a visitor to sign in first: neither is listed.
 */
export function seedPagePaths(): string[] {
  const paths = new Set<string>();
  for (const entry of seed.entries as unknown as SeedEntry[]) {
    if (entry.model === 'author' || (typeof entry.data.url === 'string' && entry.data.url.startsWith('/profile'))) continue;
    if (typeof entry.data.url === 'string' && entry.data.url.startsWith('/')) paths.add(entry.data.url);
    if (entry.data.urls?.[0]) paths.add(entry.data.urls[0].url);
  }
  return [...paths];
}
