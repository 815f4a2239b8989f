import * as v from 'valibot';
import type { ContentLoader } from '../../page-data/index.ts';
import { isValidLink } from '../../ui/link/href.ts';
import { AUTHOR_MODEL } from './blog-hero.schema.ts';

export type Author = { name: string; role?: string | undefined; url?: string | undefined };

const text = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value || undefined),
    ),
  ),
  undefined,
);
const AuthorDataSchema = v.object({ name: text, role: text, url: text });

/** An `author` entry as the hero shows it, or null when it is missing (or unpublished) or has no name. */
export async function loadAuthor(content: ContentLoader, id: string): Promise<Author | null> {
  // entries() is memoised per query for the request: `use` gets the same promise on a retry.
  const [entry] = await content.entries(AUTHOR_MODEL, { query: { id }, limit: 1 });
  if (!entry) return null;
  const data = v.parse(AuthorDataSchema, entry.data);
  const name = data.name ?? entry.name;
  if (!name) return null;
  return { name, role: data.role, url: data.url && isValidLink(data.url) ? data.url : undefined };
}

const authors = new WeakMap<ContentLoader, Map<string, Promise<Author | null>>>();

/** One promise per request and author: React's `use` needs the same one when it retries. */
export function authorPromise(content: ContentLoader, id: string): Promise<Author | null> {
  let byId = authors.get(content);
  if (!byId) authors.set(content, (byId = new Map()));
  let promise = byId.get(id);
  if (!promise) byId.set(id, (promise = loadAuthor(content, id)));
  return promise;
}
