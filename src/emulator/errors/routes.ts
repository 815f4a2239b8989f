// The error service's stand-in: Sentry's envelope ingest endpoint at the local DSN's path
// (https://<key>@emulator.internal/sentry/<project> -> POST /sentry/api/<project>/envelope/),
// keeping every item it receives so tests and developers can read what would have been
// reported (GET /__emulator/error-reports, a developer control with no real-service
// counterpart). Sources: envelope.ts. Answers: 200 {"id": event id} as Sentry's ingest
// does; the 401 and 400 bodies ({"detail": ...}) follow Relay's error shape, unverified in
// their exact words.
import { Hono, type Context } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { parseEnvelope, publicKeyOf } from './envelope.ts';

/** The local DSN's public key (.dev.vars.example SENTRY_DSN); example value, local only. */
export const EMULATOR_SENTRY_KEY = '0123456789abcdef0123456789abcdef';
const MAX_ENVELOPE_BYTES = 1024 * 1024;

export const errorServiceApi = new Hono<EmulatorEnv>();

// Sentry's ingest takes the path with and without its trailing slash.
errorServiceApi.post('/api/:projectId{[0-9]+}/envelope/', (c) => ingest(c));
errorServiceApi.post('/api/:projectId{[0-9]+}/envelope', (c) => ingest(c));

async function ingest(c: Context<EmulatorEnv>) {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_ENVELOPE_BYTES) return c.json({ detail: 'envelope exceeded size limits' }, 413);
  const envelope = parseEnvelope(bytes);
  const key = publicKeyOf(new URL(c.req.url), c.req.header('x-sentry-auth'), envelope?.header.dsn);
  if (!key) return c.json({ detail: 'missing authorization information' }, 401);
  if (key !== EMULATOR_SENTRY_KEY) return c.json({ detail: 'invalid api key' }, 401);
  if (!envelope) return c.json({ detail: 'invalid envelope' }, 400);
  const eventId = typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null;
  const now = Date.now();
  const statements = envelope.items.map((item) =>
    c.env.DB.prepare('INSERT INTO error_reports (project_id, event_id, item_type, payload, received_at) VALUES (?, ?, ?, ?, ?)').bind(
      c.req.param('projectId') ?? '',
      eventId,
      item.type,
      JSON.stringify(item.payload),
      now,
    ),
  );
  if (statements.length > 0) await c.env.DB.batch(statements);
  return c.json(eventId ? { id: eventId } : {});
}

type ReportRow = { id: number; project_id: string; event_id: string | null; item_type: string; payload: string; received_at: number };

/** The latest 100 items received, newest first; `?type=event|feedback` narrows them. */
export async function storedErrorReports(db: D1Database, type: string | undefined) {
  const query = type ? db.prepare('SELECT * FROM error_reports WHERE item_type = ? ORDER BY id DESC LIMIT 100').bind(type) : db.prepare('SELECT * FROM error_reports ORDER BY id DESC LIMIT 100');
  const { results } = await query.all<ReportRow>();
  return {
    reports: results.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      eventId: row.event_id,
      type: row.item_type,
      payload: JSON.parse(row.payload) as unknown,
      receivedAt: new Date(row.received_at).toISOString(),
    })),
  };
}
