// Source: BuilderIO/builder packages/sdks/src/functions/get-content/ (the entry shape the fixtures
// are served in).
import seed from '../../generated/content-seed.json';

export type Fixture = {
  id: string;
  model: string;
  name?: string;
  published?: 'published' | 'draft';
  query?: { property: string; operator?: string; value: unknown }[];
  priority?: number;
  data: Record<string, unknown>;
  /** A/B test variations, as the API sends them beside the entry's data: { [id]: { id, name, testRatio, data } }. */
  variations?: Record<string, unknown>;
  /** The default's share of the A/B test (what the variations leave when absent). */
  testRatio?: number;
  /** Unpublished edits of a published entry: what editors see in preview. */
  draft?: { data: Record<string, unknown>; name?: string };
};

export const CONTENT_SEED_HASH: string = seed.hash;
const FIXTURES = seed.entries as unknown as Fixture[];

function urlPathOf(fixture: Fixture, data: Record<string, unknown>): string | null {
  const target = fixture.query?.find((q) => q.property === 'urlPath');
  if (target && typeof target.value === 'string') return target.value;
  return typeof data.url === 'string' ? data.url : null;
}

/** The insert statements for one entry's revisions (its published or draft row, and its draft edits). */
export function upsertEntry(db: D1Database, fixture: Fixture, now = Date.now()): D1PreparedStatement[] {
  const insert = db.prepare(
    `INSERT INTO content_entries (id, revision, model, name, url_path, data, query, priority, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id, revision) DO UPDATE SET model = excluded.model, name = excluded.name, url_path = excluded.url_path,
       data = excluded.data, query = excluded.query, priority = excluded.priority, updated_at = excluded.updated_at`,
  );
  const revision = fixture.published ?? 'published';
  const query = JSON.stringify(fixture.query ?? []);
  const row = (rev: string, name: string, data: Record<string, unknown>) =>
    insert.bind(fixture.id, rev, fixture.model, name, urlPathOf(fixture, data), JSON.stringify(data), query, fixture.priority ?? 0, now);
  // Variations and the default's share ride in the stored document under private keys the API route takes out.
  const data = {
    ...fixture.data,
    ...(fixture.variations ? { __variations: fixture.variations } : {}),
    ...(typeof fixture.testRatio === 'number' ? { __testRatio: fixture.testRatio } : {}),
  };
  const rows = [row(revision, fixture.name ?? '', data)];
  if (fixture.draft && revision === 'published') rows.push(row('draft', fixture.draft.name ?? fixture.name ?? '', fixture.draft.data));
  return rows;
}

/** Replaces all content with the fixtures, in one transaction. */
export async function seedContent(db: D1Database): Promise<number> {
  const now = Date.now();
  const rows = FIXTURES.flatMap((fixture) => upsertEntry(db, fixture, now));
  await db.batch([
    db.prepare('DELETE FROM content_entries'),
    ...rows,
    db.prepare("INSERT INTO emulator_meta (key, value) VALUES ('content_seed', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").bind(CONTENT_SEED_HASH),
  ]);
  return rows.length;
}
