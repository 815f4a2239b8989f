// The account's lists, found by name: `GET /api/lists?filter=any(name,[...])` (klaviyo/openapi
// openapi/stable/apis/get_lists.json: filterable by name with `equals` or `any`, 10 a page,
// each a `list` resource { id, attributes: { name } }). Each sign-up kind's list is named by
// a setting with a default (KLAVIYO_*_LIST_NAME), so production needs no list id; an id set
// in KLAVIYO_*_LIST_ID wins. Looked up once per isolate and kept in KV for a day; a name the
// account does not have rejects with that name, so a sign-up fails loudly rather than
// subscribing nobody.
import * as v from 'valibot';
import { cached, type CacheDeps } from '../../platform/cache/index.ts';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS } from '../../platform/upstream/index.ts';
import { missingSettings } from '../../platform/config/index.ts';
import { KLAVIYO_REVISION } from './klaviyo.ts';
import type { KlaviyoLists } from './plan.ts';
import { MarketingError, type MarketingTransport } from './request.ts';

export type ListKind = keyof KlaviyoLists;
export const LIST_KINDS: readonly ListKind[] = ['newsletter', 'sms', 'popup', 'forms'];

/** The list names the twin's seed and a new account set up by docs/going-live.md use. */
export const DEFAULT_LIST_NAMES: KlaviyoLists = { newsletter: 'Newsletter', sms: 'SMS Subscribers', popup: 'Website Pop-up', forms: 'Website Forms' };

const ListsAnswerSchema = v.object({
  data: v.array(v.object({ type: v.literal('list'), id: v.pipe(v.string(), v.nonEmpty()), attributes: v.object({ name: v.optional(v.nullable(v.string()), null) }) })),
});

/** Each kind's list id from the answer's lists; the kinds whose name is not there are named in the error. */
export function listsByName(answer: v.InferOutput<typeof ListsAnswerSchema>, names: KlaviyoLists): KlaviyoLists {
  const idOf = (name: string) => answer.data.find((list) => list.attributes.name === name)?.id;
  const missing = LIST_KINDS.filter((kind) => !idOf(names[kind]));
  if (missing.length > 0) {
    throw new MarketingError(
      `Klaviyo has no list named ${missing.map((kind) => `"${names[kind]}"`).join(', ')} (KLAVIYO_${missing.map((k) => k.toUpperCase()).join('/')}_LIST_NAME)`,
      502,
      'list_not_found',
    );
  }
  return Object.fromEntries(LIST_KINDS.map((kind) => [kind, idOf(names[kind])!])) as KlaviyoLists;
}

const quoted = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

async function fetchLists(transport: MarketingTransport, names: KlaviyoLists): Promise<KlaviyoLists> {
  const apiKey = transport.apiKey?.trim();
  if (!apiKey) throw missingSettings(['MARKETING_API_KEY']);
  const unique = [...new Set(LIST_KINDS.map((kind) => names[kind]))];
  const url = new URL(`${transport.apiUrl}/api/lists`);
  url.searchParams.set('filter', `any(name,[${unique.map(quoted).join(',')}])`);
  url.searchParams.set('fields[list]', 'name');
  const response = await fetchWithTimeout(
    transport.fetcher,
    new Request(url, { headers: { accept: 'application/vnd.api+json', authorization: `Klaviyo-API-Key ${apiKey}`, revision: KLAVIYO_REVISION } }),
    transport.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  if (!response.ok) throw new MarketingError(`Marketing answered ${response.status} to GET /api/lists`, response.status);
  const parsed = v.safeParse(ListsAnswerSchema, await response.json().catch(() => null));
  if (!parsed.success) throw new MarketingError('Klaviyo answered GET /api/lists with an unexpected body', 502, 'invalid_response');
  return listsByName(parsed.output, names);
}

const found = new Map<string, Promise<KlaviyoLists>>();

/** A function answering the four list ids: the set ones as they are, the rest looked up by name once. */
export function klaviyoListsLookup(transport: MarketingTransport, cache: { deps: CacheDeps }, ids: Partial<KlaviyoLists>, names: KlaviyoLists): () => Promise<KlaviyoLists> {
  if (LIST_KINDS.every((kind) => ids[kind])) {
    const all = ids as KlaviyoLists;
    return async () => all;
  }
  const key = `marketing:lists:${transport.apiUrl}:${LIST_KINDS.map((kind) => names[kind]).join('|')}`;
  return () => {
    let lookup = found.get(key);
    if (!lookup) {
      lookup = cached(cache.deps, key, { freshSeconds: 86_400, staleSeconds: 7 * 86_400 }, v.object({ newsletter: v.string(), sms: v.string(), popup: v.string(), forms: v.string() }), () =>
        fetchLists(transport, names),
      ).then(({ value }) => value);
      found.set(key, lookup);
      // A failure is reported and not kept: the next sign-up asks again.
      lookup.catch((error: unknown) => {
        found.delete(key);
        transport.report(error, { section: 'marketing', call: 'GET /api/lists' });
      });
    }
    return lookup.then((byName) => ({ ...byName, ...Object.fromEntries(Object.entries(ids).filter(([, id]) => id)) }));
  };
}
