// The page-builder content API client (Builder.io's /api/v3/content shape), behind the
// KV cache. Preview requests ask for drafts and bypass every cache.
import * as v from 'valibot';
import { cached, type CacheDeps, type CachePolicy } from '../../platform/cache/index.ts';
import {
  fetchWithTimeout,
  UpstreamError,
  withRetry,
  type Fetcher,
} from '../../platform/upstream/index.ts';
import {
  ContentResponseSchema,
  PageDataSchema,
  type ContentEntry,
  type PageData,
  type ContentPage,
} from './schema.ts';

export type ContentClientOptions = {
  apiUrl: string;
  apiKey: string;
  fetcher: Fetcher;
  cache: CacheDeps;
  policy: CachePolicy;
  preview: boolean;
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

const CacheableEntriesSchema = v.array(
  v.object({ id: v.string(), name: v.string(), published: v.string(), data: v.record(v.string(), v.unknown()) }),
);

export type ContentClient = ReturnType<typeof createContentClient>;

export function createContentClient(options: ContentClientOptions) {
  const { apiUrl, apiKey, fetcher, cache, policy, preview } = options;

  function buildParams(query: ContentQuery): URLSearchParams {
    const params = new URLSearchParams();
    if (query.userAttributes) params.set('userAttributes', JSON.stringify(sortKeys(query.userAttributes)));
    for (const [path, value] of Object.entries(query.query ?? {}).sort()) params.set(`query.${path}`, value);
    for (const [path, order] of Object.entries(query.sort ?? {})) params.set(`sort.${path}`, String(order));
    params.set('limit', String(query.limit ?? 1));
    if (query.offset) params.set('offset', String(query.offset));
    params.set('includeRefs', 'true');
    if (preview) {
      params.set('includeUnpublished', 'true');
      params.set('cachebust', 'true');
    }
    return params;
  }

  async function fetchEntries(model: string, params: URLSearchParams): Promise<ContentEntry[]> {
    const url = new URL(`${apiUrl}/api/v3/content/${encodeURIComponent(model)}`);
    url.search = params.toString();
    url.searchParams.set('apiKey', apiKey);
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

  async function getEntries(model: string, query: ContentQuery = {}): Promise<ContentEntry[]> {
    const params = buildParams(query);
    if (preview) return fetchEntries(model, params);
    const key = `content:${model}:${params.toString()}`;
    const result = await cached(cache, key, policy, CacheableEntriesSchema, () => fetchEntries(model, params));
    return result.value;
  }

  return {
    getEntries,

    async getEntry(model: string, query: ContentQuery = {}): Promise<ContentEntry | null> {
      const [first] = await getEntries(model, { ...query, limit: 1 });
      return first ?? null;
    },

    /** The entry of a page model (`page`, `product`...) targeted at `urlPath`, or null when there is none. */
    async getPage(urlPath: string, model = 'page'): Promise<ContentPage | null> {
      const [entry] = await getEntries(model, { userAttributes: { urlPath }, limit: 1 });
      if (!entry) return null;
      return { id: entry.id, name: entry.name, data: pageData(entry.data) };
    },
  };
}

// Code-unit order: a cache key needs a stable order, not a linguistic one (localeCompare
// goes through the collator on every call).
function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// A fresh cache hit hands back the same entry object on every request: read its page
// fields once per object.
const pageDataOf = new WeakMap<object, PageData>();

function pageData(data: Record<string, unknown>): PageData {
  let parsed = pageDataOf.get(data);
  if (!parsed) {
    parsed = v.parse(PageDataSchema, data);
    pageDataOf.set(data, parsed);
  }
  return parsed;
}
