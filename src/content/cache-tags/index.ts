// Cache tags of content: what a stored page was built from, so a publish purges exactly the
// pages it changed. Reads come from the content client (ContentRead); a publish names a
// model, an entry and the paths the entry was (and is now) targeted at (content/publish).
//   e:<entry id>   the page showed this entry (a page, a symbol, a banner, a product's data)
//   u:<url path>   the page looked up the entry targeted at this path: a new or moved entry
//                  of any page model there changes it
//   m:<model>      the page asked the model anything else (a list, the banner for every
//                  path, the products' page data): any publish in the model may change it
import type { ContentRead } from '../client/index.ts';

/** Cloudflare limits a tag to 1 024 bytes; a longer path is shortened with its hash (paths are at most 1 024 characters here anyway). */
const MAX_TAG = 1000;

function safe(tag: string): string {
  // Cache-Tag is a comma-separated header of printable ASCII without spaces.
  const encoded = tag.replace(/[^!-~]|,/g, (ch) => encodeURIComponent(ch));
  if (encoded.length <= MAX_TAG) return encoded;
  let h = 0x811c9dc5;
  for (let i = 0; i < encoded.length; i++) h = Math.imul(h ^ encoded.charCodeAt(i), 0x01000193);
  return `${encoded.slice(0, MAX_TAG - 10)}#${(h >>> 0).toString(36)}`;
}

export const entryTag = (id: string) => safe(`e:${id}`);
export const pathTag = (urlPath: string) => safe(`u:${urlPath}`);
export const modelTag = (model: string) => safe(`m:${model}`);

/** Every page built from content blocks may hold symbols the content API inlined (enrich=true). */
export const SYMBOL_MODEL = 'symbol';
/** The tag of every page built from content blocks (worked out once: a render adds it every time). */
export const SYMBOL_TAG = modelTag(SYMBOL_MODEL);

export function tagsOfRead(read: ContentRead): string[] {
  const tags = read.entryIds.map(entryTag);
  if (read.routedPath !== undefined) tags.push(pathTag(read.routedPath));
  else if (read.byId === undefined) tags.push(modelTag(read.model));
  return tags;
}

/** The tags a publish of `entryId` in `model`, targeted at `paths` before and after, purges. */
export function tagsOfPublish(model: string, entryId: string | undefined, paths: readonly string[]): string[] {
  const tags = [modelTag(model), ...paths.map(pathTag)];
  if (entryId) tags.push(entryTag(entryId));
  return [...new Set(tags)];
}
