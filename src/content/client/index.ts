// The page-builder content API client (Builder.io's /api/v3/content), behind the KV cache.
// It sends what Builder's SDK sends (BuilderIO/builder packages/sdks src/functions/
// get-content/generate-content-url.ts and its URL snapshot test): apiKey, limit,
// noTraverse, includeRefs, enrich=true (symbols inlined), omit=meta.componentsUsed, then
// query.<path> with JSON values and userAttributes as JSON. Preview requests bypass every
// cache and ask for drafts the way the editor's preview does: never-published entries
// with includeUnpublished, and a published entry's draft by overriding it by id
// (preview=<model>&overrides.<model>=<id>&cachebust=true&noCache=true).
import * as v from 'valibot';
import { cached, type CacheDeps, type CachePolicy } from '../../platform/cache/index.ts';
import { boundedMemo } from '../../platform/memo/index.ts';
import { fetchWithTimeout, UpstreamError, withRetry, type Fetcher } from '../../platform/upstream/index.ts';
import { abTestOf } from '../ab-tests/index.ts';
import { ContentEntrySchema, ContentResponseSchema, PageDataSchema, type ContentEntry, type PageData, type ContentPage } from './schema.ts';

/** What one query read, for whoever must know what a page was built from (the page cache's tags). */
export type ContentRead = {
  model: string;
  /** The page route's lookup of the entry targeted at this path. */
  routedPath?: string;
  /** A lookup of one entry by id (a symbol). */
  byId?: string;
  entryIds: string[];
};

export type ContentClientOptions = {
  apiUrl: string;
  apiKey: string;
  fetcher: Fetcher;
  cache: CacheDeps;
  policy: CachePolicy;
  preview: boolean;
  onRead?: (read: ContentRead) => void;
};

export type ContentQuery = {
  /** Targeting attributes, sent as the JSON `userAttributes` parameter. */
  userAttributes?: Record<string, string>;
  /** Field filters, sent as `query.{path}` parameters. */
  query?: Record<string, string>;
  limit?: number;
  offset?: number;
  /** Sort by fields, sent as `sort.{path}` parameters: 1 ascending, -1 descending (newest first for dates). */
  sort?: Record<string, 1 | -1>;
};

// The cached copy is read as the API's answer is (variations and testRatio included).
const CacheableEntriesSchema = v.array(ContentEntrySchema);

/** The content API's largest page (Builder caps `limit` at 100). */
export const LIST_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 50;

export type ContentClient = ReturnType<typeof createContentClient>;

export function createContentClient(options: ContentClientOptions) {
  const { apiUrl, apiKey, fetcher, cache, policy, preview, onRead } = options;

  /** The SDK's parameters, in its order; `draftOf` asks for that entry's unpublished edits. */
  function buildParams(model: string, query: ContentQuery, draftOf?: string): URLSearchParams {
    const params = new URLSearchParams();
    params.set('apiKey', apiKey);
    params.set('limit', String(query.limit ?? 1));
    // The SDK traverses (inlines) only for single entries; enrich inlines symbols either way.
    params.set('noTraverse', String((query.limit ?? 1) !== 1));
    params.set('includeRefs', 'true');
    params.set('enrich', 'true');
    params.set('omit', 'meta.componentsUsed');
    if (query.offset) params.set('offset', String(query.offset));
    if (preview) {
      params.set('includeUnpublished', 'true');
      params.set('cachebust', 'true');
      params.set('noCache', 'true');
    }
    if (draftOf) {
      params.set(`overrides.${model}`, draftOf);
      params.set('preview', model);
    }
    for (const [path, order] of Object.entries(query.sort ?? {})) params.set(`sort.${path}`, String(order));
    if (query.userAttributes) params.set('userAttributes', JSON.stringify(sortKeys(query.userAttributes)));
    // A draft is asked for by id alone: the edits may have changed what the filters match.
    const filters = draftOf ? { id: draftOf } : (query.query ?? {});
    for (const [path, value] of Object.entries(filters).sort()) params.set(`query.${path}`, JSON.stringify(value));
    return params;
  }

  async function fetchEntries(model: string, params: URLSearchParams): Promise<v.InferOutput<typeof ContentResponseSchema>['results']> {
    const url = new URL(`${apiUrl}/api/v3/content/${encodeURIComponent(model)}`);
    url.search = params.toString();
    const response = await withRetry(
      async () => {
        const res = await fetchWithTimeout(fetcher, new Request(url, { headers: { accept: 'application/json' } }));
        if (res.status >= 500) throw new UpstreamError(`Content API answered ${res.status}`, res.status);
        return res;
      },
      (error) => !(error instanceof UpstreamError && error.statusCode === 408),
    );
    if (!response.ok) {
      throw new UpstreamError(`Content API answered ${response.status} for ${model}`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new UpstreamError(`Content API sent invalid JSON for ${model}`, 502);
    }
    const parsed = v.safeParse(ContentResponseSchema, body);
    if (!parsed.success) {
      throw new UpstreamError(`Content API response for ${model} is malformed: ${v.summarize(parsed.issues)}`, 502);
    }
    return parsed.output.results;
  }

  /**
   * Preview: the entries as published (plus never-published ones), then, for a single
   * entry, its draft by overriding it. Lists keep their published revisions: one request
   * per entry would be too many, and an editor previews one entry at a time.
   */
  async function previewEntries(model: string, query: ContentQuery): Promise<ContentEntry[]> {
    const entries = await fetchEntries(model, buildParams(model, query));
    const [only] = entries;
    if (entries.length !== 1 || !only || only.published !== 'published') return entries;
    const [draft] = await fetchEntries(model, buildParams(model, { ...query, limit: 1, offset: 0 }, only.id));
    return [draft ?? only];
  }

  async function getEntries(model: string, query: ContentQuery = {}, routedPath?: string): Promise<ContentEntry[]> {
    const entries = await readEntries(model, query);
    onRead?.({ model, routedPath, byId: query.query && Object.keys(query.query).join() === 'id' ? query.query.id : undefined, entryIds: entries.map((entry) => entry.id) });
    return entries;
  }

  // The cache key is the request's parameters without the API key (nor preview's, which reads
  // no cache): a page asks the same few queries on every request, so each key is worked out
  // once per isolate.
  function cacheKey(model: string, query: ContentQuery): string {
    return cacheKeys.get(`${model}\u0000${JSON.stringify(query)}`, () => {
      const params = buildParams(model, query);
      params.delete('apiKey');
      return `content:${model}:${params.toString()}`;
    });
  }

  async function readEntries(model: string, query: ContentQuery): Promise<ContentEntry[]> {
    if (preview) return previewEntries(model, query);
    const key = cacheKey(model, query);
    const result = await cached(cache, key, policy, CacheableEntriesSchema, () => fetchEntries(model, buildParams(model, query)));
    return result.value;
  }

  /**
   * Every entry of a model: pages of 100 (the API's maximum) until a short page (spec 7). A
   * model of one page hands back the cached list itself (the same object while it is fresh,
   * so what is built from it can be kept beside it): read-only, as every cached value.
   */
  async function getAllEntries(model: string): Promise<readonly ContentEntry[]> {
    const all: ContentEntry[] = [];
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const batch = await getEntries(model, { limit: LIST_PAGE_SIZE, offset: page * LIST_PAGE_SIZE });
      if (page === 0 && batch.length < LIST_PAGE_SIZE) return batch;
      all.push(...batch);
      if (batch.length < LIST_PAGE_SIZE) break;
    }
    return all;
  }

  return {
    getEntries: (model: string, query: ContentQuery = {}) => getEntries(model, query),
    getAllEntries,

    async getEntry(model: string, query: ContentQuery = {}): Promise<ContentEntry | null> {
      const [first] = await getEntries(model, { ...query, limit: 1 });
      return first ?? null;
    },

    /** The entry of a page model (`page`, `product`...) targeted at `urlPath`, or null when there is none. */
    async getPage(urlPath: string, model = 'page'): Promise<ContentPage | null> {
      const [entry] = await getEntries(model, { userAttributes: { urlPath }, limit: 1 }, urlPath);
      if (!entry) return null;
      return { id: entry.id, name: entry.name, data: pageData(entry.data), abTest: abTestOf(entry) };
    },
  };
}

const cacheKeys = boundedMemo<string, string>(1000);

// Code-unit order: a cache key needs a stable order, not a linguistic one (localeCompare
// goes through the collator on every call).
function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// A fresh cache hit hands back the same entry object on every request: read its page
// fields once per object.
const pageDataOf = new WeakMap<object, PageData>();

/** An entry's (or an A/B variation's) page fields, read once per data object. */
export function pageData(data: Record<string, unknown>): PageData {
  let parsed = pageDataOf.get(data);
  if (!parsed) {
    parsed = v.parse(PageDataSchema, data);
    pageDataOf.set(data, parsed);
  }
  return parsed;
}
