// Workers Analytics Engine's stand-in. Analytics Engine has no HTTP write API: a Worker
// writes through its dataset binding's `writeDataPoint({ indexes, blobs, doubles })`. So
// this endpoint has no real counterpart: the storefront's local stand-in dataset
// (src/worker/vitals) posts each point here through the BACKEND binding, and the emulator
// keeps it so tests and developers can read what would have been written
// (GET /__emulator/vitals, a developer control: Analytics Engine is read with its SQL API).
// The point's rules are Cloudflare's documented limits (developers.cloudflare.com/analytics/
// analytics-engine/limits/: at most 20 blobs, 16 kB of blobs in all, 20 doubles, one index
// of at most 96 bytes). What the real binding does with a point past them is not documented
// beyond "will not be recorded" (unverified): here it is refused with a 400 and not kept.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../env.ts';

const MAX_BLOBS = 20;
const MAX_BLOB_BYTES = 16 * 1024;
const MAX_DOUBLES = 20;
const MAX_INDEX_BYTES = 96;

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

// Over JSON an ArrayBuffer cannot arrive; the storefront writes strings only.
const DataPoint = v.strictObject({
  indexes: v.optional(
    v.pipe(
      v.array(v.nullable(v.string())),
      v.maxLength(1, 'one index per data point'),
      v.check((indexes) => indexes.every((index) => bytes(index ?? '') <= MAX_INDEX_BYTES), `an index is at most ${MAX_INDEX_BYTES} bytes`),
    ),
  ),
  blobs: v.optional(
    v.pipe(
      v.array(v.nullable(v.string())),
      v.maxLength(MAX_BLOBS, `at most ${MAX_BLOBS} blobs`),
      v.check((blobs) => blobs.reduce((sum, blob) => sum + bytes(blob ?? ''), 0) <= MAX_BLOB_BYTES, `blobs are at most ${MAX_BLOB_BYTES} bytes in all`),
    ),
  ),
  doubles: v.optional(v.pipe(v.array(v.pipe(v.number(), v.finite())), v.maxLength(MAX_DOUBLES, `at most ${MAX_DOUBLES} doubles`))),
});

export const analyticsEngineStandIn = new Hono<EmulatorEnv>();

analyticsEngineStandIn.post('/datasets/:dataset{[A-Za-z0-9_]+}/points', async (c) => {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return c.json({ message: 'A data point is a JSON object: { indexes?, blobs?, doubles? }.' }, 400);
  }
  const point = v.safeParse(DataPoint, json);
  if (!point.success) return c.json({ message: `Not recorded: ${point.issues.map((issue) => issue.message).join('; ')}.` }, 400);
  await c.env.DB.prepare('INSERT INTO analytics_engine_points (dataset, point, written_at) VALUES (?, ?, ?)').bind(c.req.param('dataset'), JSON.stringify(point.output), Date.now()).run();
  return c.body(null, 204);
});

type PointRow = { id: number; dataset: string; point: string; written_at: number };
type StoredPoint = { indexes?: (string | null)[]; blobs?: (string | null)[]; doubles?: number[] };

/**
 * The latest 200 points written, newest first; `?dataset=` narrows them. Each carries the
 * point as written and, for the storefront's vitals layout (src/worker/vitals), its reading.
 */
export async function storedPoints(db: D1Database, dataset: string | undefined) {
  const query = dataset
    ? db.prepare('SELECT * FROM analytics_engine_points WHERE dataset = ? ORDER BY id DESC LIMIT 200').bind(dataset)
    : db.prepare('SELECT * FROM analytics_engine_points ORDER BY id DESC LIMIT 200');
  const { results } = await query.all<PointRow>();
  return {
    points: results.map((row) => {
      const point = JSON.parse(row.point) as StoredPoint;
      const [metric, pageType, rating, navigationType, environment] = point.blobs ?? [];
      return {
        id: row.id,
        dataset: row.dataset,
        writtenAt: new Date(row.written_at).toISOString(),
        point,
        vital: { metric, pageType, rating, navigationType, environment, value: point.doubles?.[0] },
      };
    }),
  };
}
