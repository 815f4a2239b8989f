// A page of a content model's entries, as cards. The content API answers at most 100
// entries a call (content spec section 7: it pages at 100), so a larger page is read in
// several calls; one more entry than the page tells whether there is a next page.
import * as v from 'valibot';
import { IMAGE_URL_PATTERN } from '../../content/image-url/index.ts';
import type { ContentLoader } from '../../page-data/index.ts';
import { isValidLink } from '../../ui/link/href.ts';

export const API_PAGE_SIZE = 100;

export type ListedEntry = { id: string; title: string; url: string; excerpt?: string | undefined; image?: string | undefined; date?: string | undefined };
export type EntriesPage = { entries: ListedEntry[]; hasNext: boolean };

const text = v.fallback(v.optional(v.pipe(v.string(), v.trim())), undefined);
const CardFieldsSchema = v.object({
  title: text,
  url: text,
  excerpt: text,
  description: text,
  image: text,
  thumbnail: text,
  date: text,
});

/** An entry as a card, or null when it has no title or no safe link. */
export function toListedEntry(entry: { id: string; name: string; data: Record<string, unknown> }): ListedEntry | null {
  const data = v.parse(CardFieldsSchema, entry.data);
  const title = data.title || entry.name;
  const url = data.url;
  if (!title || !url || !isValidLink(url)) return null;
  const image = data.image ?? data.thumbnail;
  return {
    id: entry.id,
    title,
    url,
    excerpt: data.excerpt ?? data.description,
    image: image && IMAGE_URL_PATTERN.test(image) ? image : undefined,
    date: data.date,
  };
}

async function load(content: ContentLoader, model: string, pageSize: number, page: number): Promise<EntriesPage> {
  const start = (page - 1) * pageSize;
  const wanted = pageSize + 1;
  const found: { id: string; name: string; data: Record<string, unknown> }[] = [];
  while (found.length < wanted) {
    const limit = Math.min(API_PAGE_SIZE, wanted - found.length);
    // Newest first, as the spec's listing reads them ("by end date"); entries without a date come last.
    const batch = await content.entries(model, { limit, offset: start + found.length, sort: { 'data.date': -1 } });
    found.push(...batch);
    if (batch.length < limit) break;
  }
  const cards = found.map(toListedEntry).filter((entry): entry is ListedEntry => entry !== null);
  return { entries: cards.slice(0, pageSize), hasNext: found.length > pageSize };
}

const pages = new WeakMap<ContentLoader, Map<string, Promise<EntriesPage>>>();

/** One promise per request and page: React's `use` needs the same one when it retries. */
export function entriesPage(content: ContentLoader, model: string, pageSize: number, page: number): Promise<EntriesPage> {
  let byKey = pages.get(content);
  if (!byKey) pages.set(content, (byKey = new Map()));
  const key = `${model}|${pageSize}|${page}`;
  let promise = byKey.get(key);
  if (!promise) byKey.set(key, (promise = load(content, model, pageSize, page)));
  return promise;
}

/** `?page=` as a page number from 1; anything else is the first page. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
