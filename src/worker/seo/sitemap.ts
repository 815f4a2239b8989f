// sitemap.xml as sitemaps.org's protocol (www.sitemaps.org/protocol.html) defines it: one
// <urlset> of at most 50 000 <url> entries, each an absolute, entity-escaped <loc> and an
// optional <lastmod> in W3C Datetime. Pure: the route gathers the entries and products.
import type { ProductPageListing } from '../../commerce/products.ts';
import type { ContentEntry } from '../../content/client/schema.ts';
import { isDisallowedPath } from './robots.ts';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** The routes refuse longer paths (src/worker/render/content-page.tsx MAX_PATH_LENGTH). */
const MAX_PATH_LENGTH = 1024;

/** A URL of the sitemap; `title` (the entry's) is not part of the protocol: /llms.txt names each page by it. */
export type SitemapUrl = { path: string; lastModified: number | null; title?: string | undefined };

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol asks for these five characters to be entity-escaped in a URL. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** W3C Datetime (the protocol's lastmod), to the second in UTC; null for no date. */
export function w3cDatetime(epochMs: number | null): string | null {
  if (epochMs === null || !Number.isFinite(epochMs) || epochMs <= 0) return null;
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The later of two dates, either of which may be missing. */
export function latest(...dates: (number | null | undefined)[]): number | null {
  const known = dates.filter((date): date is number => typeof date === 'number' && Number.isFinite(date) && date > 0);
  return known.length > 0 ? Math.max(...known) : null;
}

/** An ISO 8601 date as Commerce7 sends it, in epoch ms; null when missing or unreadable. */
export function parseIsoDate(text: string | null | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** A path the store serves and crawlers may fetch: on this site, no query or fragment, not disallowed by robots.txt. */
export function isListablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) return false;
  if (/[?#\s\\]/.test(path)) return false;
  if (path.length > 1 && path.endsWith('/')) return false;
  return !isDisallowedPath(path);
}

/**
 * The paths an entry is published at: its URL targeting (`query` rules on `urlPath` with
 * the operator "is", one value or several), else its `url` field (models whose entries are
 * found by their field, such as blog posts).
 */
export function entryPaths(entry: Pick<ContentEntry, 'query' | 'data'>): string[] {
  const targeted = (entry.query ?? [])
    .filter((rule) => rule.property === 'urlPath' && (rule.operator ?? 'is') === 'is')
    .flatMap((rule) => (Array.isArray(rule.value) ? rule.value : [rule.value]))
    .filter((value): value is string => typeof value === 'string');
  if (targeted.length > 0) return [...new Set(targeted)];
  return typeof entry.data.url === 'string' ? [entry.data.url] : [];
}

/** Which paths each model's route serves: a blog post under /blog/, a page anywhere. */
const MODEL_PATHS: Record<string, RegExp> = {
  page: /^\//,
  campaign: /^\//,
  collection: /^\/collection\/[^/]+$/,
  blog: /^\/blog\/[^/]+$/,
  recipes: /^\/recipes\/[^/]+$/,
};

/** The models whose entries are pages of their own, in the order a path is looked up (a page before a campaign). */
export const SITEMAP_MODELS = Object.keys(MODEL_PATHS);

export type EntryFacts = {
  /** The page's blocks ask not to be indexed (a product hero with disableRobots). */
  noindex: boolean;
  /** A canonical URL a block gives (a blog hero's). */
  canonical?: string | undefined;
};

/**
 * Whether an entry's page may be listed at `path`: published, not noindex (its own field
 * or a block's), and its own canonical page (a page that names another canonical URL is
 * that URL's duplicate, and a sitemap lists canonical URLs only).
 */
export function isIndexable(entry: Pick<ContentEntry, 'published' | 'data'>, path: string, facts: EntryFacts, origin: string): boolean {
  if (entry.published !== 'published') return false;
  if (entry.data.noindex === true || facts.noindex) return false;
  const canonical = typeof entry.data.canonicalUrl === 'string' && entry.data.canonicalUrl ? entry.data.canonicalUrl : facts.canonical;
  if (!canonical) return true;
  try {
    const target = new URL(canonical, origin);
    return target.origin === new URL(origin).origin && target.pathname === path;
  } catch {
    return true;
  }
}

/** The title a visitor sees: the entry's own, else its name in the page builder. */
function entryTitle(entry: Pick<ContentEntry, 'name' | 'data'>): string | undefined {
  const title = typeof entry.data.title === 'string' ? entry.data.title.trim() : '';
  return title || entry.name?.trim() || undefined;
}

/** The URLs of one model's entries. */
export function entryUrls(model: string, entries: readonly ContentEntry[], factsOf: (entry: ContentEntry) => EntryFacts, origin: string): SitemapUrl[] {
  const routed = MODEL_PATHS[model];
  if (!routed) return [];
  return entries.flatMap((entry) =>
    entryPaths(entry)
      .filter((path) => routed.test(path) && isListablePath(path) && isIndexable(entry, path, factsOf(entry), origin))
      .map((path) => ({ path, lastModified: latest(entry.lastUpdated, entry.firstPublished), title: entryTitle(entry) })),
  );
}

/**
 * Every product page: `/product/{pageSlug}`, dated the latest of the product (Commerce7's
 * `updatedAt`), its page extras (its `c-7-products-data` entry) and its composed page (a
 * `product` entry targeted at the page), and left out when that composed page is not
 * indexable (noindex, a product hero's disableRobots, a canonical elsewhere).
 */
export function productUrls(
  listings: readonly ProductPageListing[],
  extras: readonly ContentEntry[],
  composed: readonly ContentEntry[],
  factsOf: (entry: ContentEntry) => EntryFacts,
  origin: string,
): SitemapUrl[] {
  const extrasUpdated = new Map<string, number | null>();
  for (const entry of extras) {
    const productId = entry.data.productId;
    if (typeof productId === 'string' && !extrasUpdated.has(productId)) extrasUpdated.set(productId, latest(entry.lastUpdated, entry.firstPublished));
  }
  const pages = new Map<string, ContentEntry>();
  for (const entry of composed) for (const path of entryPaths(entry)) if (!pages.has(path)) pages.set(path, entry);

  return listings.flatMap((listing): SitemapUrl[] => {
    const path = `/product/${listing.pageSlug}`;
    if (!isListablePath(path)) return [];
    const page = pages.get(path);
    if (page && !isIndexable(page, path, factsOf(page), origin)) return [];
    const lastModified = latest(parseIsoDate(listing.updatedAt), extrasUpdated.get(listing.productId), page ? latest(page.lastUpdated, page.firstPublished) : null);
    return [{ path, lastModified }];
  });
}

export type SitemapDocument = { xml: string; count: number; leftOut: number };

/**
 * The sitemap document. A path listed twice keeps its first listing (a page before a
 * campaign, as the routes look them up). Past 50 000 URLs the rest are left out and
 * counted: the caller reports it (a sitemap index would be the next step).
 */
export function sitemapXml(urls: readonly SitemapUrl[], origin: string): SitemapDocument {
  const seen = new Set<string>();
  const lines: string[] = [];
  let leftOut = 0;
  for (const url of urls) {
    if (seen.has(url.path)) continue;
    seen.add(url.path);
    if (lines.length >= SITEMAP_MAX_URLS) {
      leftOut++;
      continue;
    }
    const loc = escapeXml(new URL(url.path, origin).href);
    const lastmod = w3cDatetime(url.lastModified);
    lines.push(lastmod ? `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>` : `<url><loc>${loc}</loc></url>`);
  }
  const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...lines, '</urlset>', ''].join('\n');
  return { xml, count: lines.length, leftOut };
}
