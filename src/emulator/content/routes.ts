// Builder.io's content API: GET /api/v3/content/{model} (BuilderIO/builder packages/sdks
// src/functions/get-content/generate-content-url.ts and its URL snapshot test; docs/real-services.md
// "Real services"). What it copies:
// - published entries only, unless `includeUnpublished=true`, which adds entries never
//   published (their draft); a published entry's unpublished edits come back only with
//   `preview=<model>&overrides.<model>=<entryId>&cachebust=true&noCache=true`;
// - symbols are inlined only with `enrich=true` (or `noTraverse=false`); `includeRefs`
//   resolves reference fields ({ "@type": "@builder.io/core:Reference", id, model }) only;
// - `query.<path>` values are JSON (the SDK sends `query.id="..."`), `limit` at most 100;
// - entries carry their A/B `variations` (an empty object when there are none), each
//   { id, name, testRatio, createdDate, data, meta } keyed by id, and `testRatio`, the
//   default's share (packages/sdks-tests/src/specs/ab-test.ts, a real entry; the SDK's
//   helpers/ab-tests.ts reads them).
// - entries carry their A/B `variations` (an empty object when there are none), their
//   targeting as `query` (`{ "@type": "@builder.io/core:Query", property, operator, value }`
//   items) and the dates `createdDate`, `firstPublished` and `lastUpdated` in epoch
//   milliseconds (responses recorded in public write-ups of the API; the SDK's
//   BuilderContent type lists `lastUpdated` and leaves `query` as a TODO).
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';

export const contentApi = new Hono<EmulatorEnv>();

type Row = {
  id: string;
  revision: 'published' | 'draft';
  model: string;
  name: string;
  url_path: string | null;
  data: string;
  /** The fixture's targeting, as stored: [{ property, operator?, value }]. */
  query: string | null;
  priority: number;
  updated_at: number;
  /** 1 when the entry has a published revision. */
  has_published: number;
};

/** The API's maximum page size (and the SDK's default when none is asked). */
const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 30;
const QUERY_FIELD = /^(id|name|data(\.[A-Za-z0-9_]+)+)$/;
const REFERENCE_TYPE = '@builder.io/core:Reference';

/** A query value as the SDK sends it (JSON); a bare word is taken as the string itself. Unverified for non-JSON values. */
function queryValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The entry id whose draft this request may see, or null (every one of the four parameters is needed). */
function overrideFor(params: URLSearchParams, model: string): string | null {
  const id = params.get(`overrides.${model}`);
  if (!id || params.get('preview') !== model || params.get('cachebust') !== 'true' || params.get('noCache') !== 'true') return null;
  return id;
}

contentApi.get('/api/v3/content/:model', async (c) => {
  const params = new URL(c.req.url).searchParams;
  if (params.get('apiKey') !== c.env.CONTENT_API_KEY) {
    return c.json({ message: 'Invalid or missing apiKey' }, 401);
  }
  const model = c.req.param('model');
  const limit = Math.min(Math.max(Number(params.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, 1), MAX_LIMIT);
  const offset = Math.max(Number(params.get('offset') ?? 0) || 0, 0);
  const includeUnpublished = params.get('includeUnpublished') === 'true';
  const override = overrideFor(params, model);
  const enrich = params.get('enrich') === 'true' || params.get('noTraverse') === 'false';

  let userAttributes: Record<string, unknown> = {};
  const rawAttributes = params.get('userAttributes');
  if (rawAttributes) {
    try {
      userAttributes = JSON.parse(rawAttributes) as Record<string, unknown>;
    } catch {
      return c.json({ message: 'userAttributes must be JSON' }, 400);
    }
  }

  const where = ['e.model = ?'];
  const binds: unknown[] = [model];
  if (typeof userAttributes.urlPath === 'string') {
    // Entries without URL targeting match every path, as in Builder.
    where.push('(e.url_path = ? OR e.url_path IS NULL)');
    binds.push(userAttributes.urlPath);
  }
  for (const [key, value] of params) {
    if (!key.startsWith('query.')) continue;
    const field = key.slice('query.'.length);
    if (!QUERY_FIELD.test(field)) return c.json({ message: `Unsupported query field ${field}` }, 400);
    const wanted = queryValue(value);
    if (typeof wanted === 'object' && wanted !== null) return c.json({ message: `Unsupported query operator for ${field}` }, 400);
    if (field === 'id' || field === 'name') where.push(`e.${field} = ?`);
    else where.push(`json_extract(e.data, '$.${field.slice('data.'.length)}') = ?`);
    binds.push(typeof wanted === 'boolean' ? Number(wanted) : wanted);
  }

  // sort.data.{field}=1|-1, as Builder's API takes it: before the usual order.
  const order: string[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('sort.')) continue;
    const field = key.slice('sort.'.length);
    if (!QUERY_FIELD.test(field) || field === 'id' || field === 'name') return c.json({ message: `Unsupported sort field ${field}` }, 400);
    order.push(`json_extract(e.data, '$.${field.slice('data.'.length)}') ${value === '-1' ? 'DESC' : 'ASC'}`);
  }

  // One revision per entry: the published one; the draft of a never-published entry with
  // includeUnpublished; the draft of the overridden entry in preview. Filters apply to the
  // revision that is returned.
  const visible = `(e.revision = 'published' AND NOT (e.id = ?2 AND EXISTS (SELECT 1 FROM content_entries d WHERE d.id = e.id AND d.revision = 'draft')))
    OR (e.revision = 'draft' AND (e.id = ?2 OR (?1 = 1 AND NOT EXISTS (SELECT 1 FROM content_entries p WHERE p.id = e.id AND p.revision = 'published'))))`;
  const sql = `SELECT e.id, e.revision, e.model, e.name, e.url_path, e.data, e.query, e.priority, e.updated_at,
      EXISTS (SELECT 1 FROM content_entries p WHERE p.id = e.id AND p.revision = 'published') AS has_published
    FROM content_entries e WHERE (${visible}) AND ${where.join(' AND ')}
    ORDER BY (e.url_path IS NULL), ${order.map((term) => `${term}, `).join('')}e.priority DESC, e.id
    LIMIT ? OFFSET ?`;
  const { results } = await c.env.DB.prepare(renumber(sql, 2))
    .bind(includeUnpublished ? 1 : 0, override ?? '', ...binds, limit, offset)
    .all<Row>();

  const entries = await Promise.all(
    results.map(async (row) => {
      const stored = JSON.parse(row.data) as Record<string, unknown>;
      const storedVariations = (stored.__variations as Record<string, Record<string, unknown>> | undefined) ?? {};
      const storedRatio = stored.__testRatio;
      delete stored.__variations;
      delete stored.__testRatio;
      // A variation's content is served as the entry's is (references and symbols filled in
      // alike): unverified, the SDK renders a variation's data exactly as the entry's.
      const serve = async (value: unknown) => {
        let out = value;
        if (params.get('includeRefs') === 'true') out = await resolveReferences(c.env.DB, out, 0);
        if (enrich) out = await includeSymbols(c.env.DB, out, 0);
        return out;
      };
      const data = await serve(stored);
      const variations: Record<string, unknown> = {};
      for (const [id, variation] of Object.entries(storedVariations)) {
        variations[id] = variation && typeof variation === 'object' ? { ...variation, data: await serve(variation.data) } : variation;
      }
      return {
        '@version': 4,
        id: row.id,
        name: row.name,
        modelId: row.model,
        published: row.revision,
        priority: row.priority,
        query: targetingOf(row.query),
        // Unverified: the emulator keeps one time per revision, so creation, first
        // publication and the last edit are the same moment.
        createdDate: row.updated_at,
        firstPublished: row.has_published ? row.updated_at : null,
        lastUpdated: row.updated_at,
        testRatio: testRatioOf(storedRatio, storedVariations),
        variations,
        data,
      };
    }),
  );
  return c.json({ results: entries });
});

/**
 * The entry's own testRatio: the default's share of its A/B test (packages/sdks-tests/src/
 * specs/ab-test.ts: 0.5 beside one variation of 0.5), 1 when no test runs (a recorded
 * entry, tests/worker/fixtures/builder/builder-content-entry.json). A fixture may give it;
 * otherwise it is what the variations leave, as Builder's editor keeps the shares summing to 1.
 */
function testRatioOf(given: unknown, variations: Record<string, Record<string, unknown>>): number {
  if (typeof given === 'number') return given;
  const shares = Object.values(variations).map((variation) => (typeof variation?.testRatio === 'number' ? variation.testRatio : 0));
  if (shares.length === 0) return 1;
  return Math.max(0, Math.round((1 - shares.reduce((sum, share) => sum + share, 0)) * 1e6) / 1e6);
}

const QUERY_TYPE = '@builder.io/core:Query';

/** An entry's targeting as the API sends it: each rule tagged with its type, "is" when none was given. */
function targetingOf(stored: string | null): unknown[] {
  let rules: unknown;
  try {
    rules = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(rules)) return [];
  return rules.map((rule: { property?: unknown; operator?: unknown; value?: unknown }) => ({
    '@type': QUERY_TYPE,
    property: rule.property ?? null,
    operator: rule.operator ?? 'is',
    value: rule.value ?? null,
  }));
}

/** Plain `?` placeholders after the first `reserved` numbered ones become ?3, ?4, ... */
function renumber(sql: string, reserved: number): string {
  let n = reserved;
  return sql.replace(/\?(?!\d)/g, () => `?${++n}`);
}

/** enrich: fills in each Symbol block's content (published revision), as the real API does. */
async function includeSymbols(db: D1Database, node: unknown, depth: number): Promise<unknown> {
  if (depth > 4) return node;
  if (Array.isArray(node)) return Promise.all(node.map((item) => includeSymbols(db, item, depth)));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) out[key] = await includeSymbols(db, value, depth);
  const component = out.component as { name?: string; options?: { symbol?: Record<string, unknown> } } | undefined;
  const symbol = component?.name === 'Symbol' ? component.options?.symbol : undefined;
  if (symbol && typeof symbol.entry === 'string' && !symbol.content) {
    const row = await db.prepare("SELECT id, data FROM content_entries WHERE id = ? AND revision = 'published' LIMIT 1").bind(symbol.entry).first<{ id: string; data: string }>();
    if (row) {
      const data = await includeSymbols(db, JSON.parse(row.data), depth + 1);
      component!.options!.symbol = { ...symbol, content: { id: row.id, data } };
    }
  }
  return out;
}

/** includeRefs: a reference field gains the referenced entry's published content as `value`. */
async function resolveReferences(db: D1Database, node: unknown, depth: number): Promise<unknown> {
  if (depth > 4) return node;
  if (Array.isArray(node)) return Promise.all(node.map((item) => resolveReferences(db, item, depth)));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (record['@type'] === REFERENCE_TYPE && typeof record.id === 'string') {
    const row = await db
      .prepare("SELECT id, name, model, data FROM content_entries WHERE id = ? AND revision = 'published' LIMIT 1")
      .bind(record.id)
      .first<{ id: string; name: string; model: string; data: string }>();
    return row ? { ...record, value: { id: row.id, name: row.name, modelId: row.model, data: JSON.parse(row.data) } } : record;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = await resolveReferences(db, value, depth + 1);
  return out;
}
