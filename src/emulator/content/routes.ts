// Builder.io's content API: GET /api/v3/content/{model} with apiKey, userAttributes,
// query.*, limit, offset, includeRefs and includeUnpublished.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';

export const contentApi = new Hono<EmulatorEnv>();

type Row = { id: string; revision: string; model: string; name: string; url_path: string | null; data: string; priority: number };

const QUERY_FIELD = /^(id|name|data(\.[A-Za-z0-9_]+)+)$/;

contentApi.get('/api/v3/content/:model', async (c) => {
  const url = new URL(c.req.url);
  const params = url.searchParams;
  if (params.get('apiKey') !== c.env.CONTENT_API_KEY) {
    return c.json({ message: 'Invalid or missing apiKey' }, 401);
  }
  const model = c.req.param('model');
  const limit = Math.min(Math.max(Number(params.get('limit') ?? 30) || 30, 1), 100);
  const offset = Math.max(Number(params.get('offset') ?? 0) || 0, 0);
  const includeUnpublished = params.get('includeUnpublished') === 'true';

  let userAttributes: Record<string, unknown> = {};
  const rawAttributes = params.get('userAttributes');
  if (rawAttributes) {
    try {
      userAttributes = JSON.parse(rawAttributes) as Record<string, unknown>;
    } catch {
      return c.json({ message: 'userAttributes must be JSON' }, 400);
    }
  }

  const where = ['model = ?'];
  const binds: unknown[] = [model];
  where.push(includeUnpublished ? "revision IN ('published', 'draft')" : "revision = 'published'");
  if (typeof userAttributes.urlPath === 'string') {
    // Entries without URL targeting match every path, as in Builder.
    where.push('(url_path = ? OR url_path IS NULL)');
    binds.push(userAttributes.urlPath);
  }
  for (const [key, value] of params) {
    if (!key.startsWith('query.')) continue;
    const field = key.slice('query.'.length);
    if (!QUERY_FIELD.test(field)) return c.json({ message: `Unsupported query field ${field}` }, 400);
    if (field === 'id' || field === 'name') where.push(`${field} = ?`);
    else where.push(`json_extract(data, '$.${field.slice('data.'.length)}') = ?`);
    binds.push(value);
  }

  // sort.data.{field}=1|-1, as Builder's API takes it: before the usual order.
  const order: string[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('sort.')) continue;
    const field = key.slice('sort.'.length);
    if (!QUERY_FIELD.test(field) || field === 'id' || field === 'name') return c.json({ message: `Unsupported sort field ${field}` }, 400);
    order.push(`json_extract(data, '$.${field.slice('data.'.length)}') ${value === '-1' ? 'DESC' : 'ASC'}`);
  }

  const { results } = await c.env.DB.prepare(
    `SELECT id, revision, model, name, url_path, data, priority FROM content_entries WHERE ${where.join(' AND ')}
     ORDER BY (url_path IS NULL), ${order.map((term) => `${term}, `).join('')}priority DESC, id, (revision = 'draft') DESC`,
  )
    .bind(...binds)
    .all<Row>();

  // With drafts included, an entry's draft replaces its published revision.
  const byId = new Map<string, Row>();
  for (const row of results) if (!byId.has(row.id) || row.revision === 'draft') byId.set(row.id, row);
  const page = [...byId.values()].slice(offset, offset + limit);

  const entries = await Promise.all(
    page.map(async (row) => {
      let data = JSON.parse(row.data) as Record<string, unknown>;
      if (params.get('includeRefs') === 'true') data = (await includeSymbols(c.env.DB, data, includeUnpublished, 0)) as Record<string, unknown>;
      return { id: row.id, name: row.name, modelId: row.model, published: row.revision, data };
    }),
  );
  return c.json({ results: entries });
});

/** includeRefs: fills in referenced symbols' content, as the real API does. */
async function includeSymbols(db: D1Database, node: unknown, drafts: boolean, depth: number): Promise<unknown> {
  if (depth > 4) return node;
  if (Array.isArray(node)) return Promise.all(node.map((item) => includeSymbols(db, item, drafts, depth)));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = await includeSymbols(db, value, drafts, depth);
  const component = out.component as { name?: string; options?: { symbol?: Record<string, unknown> } } | undefined;
  const symbol = component?.name === 'Symbol' ? component.options?.symbol : undefined;
  if (symbol && typeof symbol.entry === 'string' && !symbol.content) {
    const row = await db
      .prepare(`SELECT id, data FROM content_entries WHERE id = ? AND revision IN (${drafts ? "'draft','published'" : "'published'"}) ORDER BY (revision = 'draft') DESC LIMIT 1`)
      .bind(symbol.entry)
      .first<{ id: string; data: string }>();
    if (row) {
      const data = await includeSymbols(db, JSON.parse(row.data), drafts, depth + 1);
      symbol.content = { id: row.id, data };
    }
  }
  return out;
}
