// Builder.io's track endpoint: POST /api/v1/track, beside the content API on its host
// (https://cdn.builder.io/api/v1/track). Sources (BuilderIO/builder): packages/sdks
// src/functions/track/index.ts (the Gen2 SDKs: body `{ events: [{ type, data }] }`,
// content-type application/json, mode cors; `data.ownerId` is the space's public API key,
// `contentId`, `variationId` (absent for the default), `sessionId`, `visitorId`, `metadata`,
// `userAttributes`) and Gen1 packages/core src/builder.class.ts (processEventsQueue: several
// events in one body; `conversion` carries `amount`). Event types the SDKs send:
// impression, click, conversion (and custom names through `track`).
// What Builder answers is not documented and the SDKs ignore it (unverified: see `answer`);
// an event without an ownerId cannot belong to a space and is not kept.
// GET /__emulator/builder-track-events: a developer control (no real counterpart: Builder
// shows results in its editor) listing what was kept, newest first, for tests.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../env.ts';

const TrackEvent = v.object({
  type: v.pipe(v.string(), v.nonEmpty()),
  data: v.looseObject({
    ownerId: v.pipe(v.string(), v.nonEmpty()),
    contentId: v.optional(v.nullable(v.string())),
    variationId: v.optional(v.nullable(v.string())),
    sessionId: v.optional(v.nullable(v.string())),
  }),
});
const TrackBody = v.object({ events: v.pipe(v.array(v.unknown()), v.maxLength(100)) });

/** Unverified: Builder's status and body for a track call (the SDKs never read them). */
const answer = (c: { json: (body: unknown, status: 200 | 400) => Response }, kept: number) => (kept >= 0 ? c.json({ ok: true }, 200) : c.json({ message: 'Expected { events: [...] }' }, 400));

export const builderTrack = new Hono<EmulatorEnv>();

builderTrack.post('/api/v1/track', async (c) => {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return answer(c, -1);
  }
  const body = v.safeParse(TrackBody, json);
  if (!body.success) return answer(c, -1);
  const now = Date.now();
  const rows = body.output.events.flatMap((raw) => {
    const event = v.safeParse(TrackEvent, raw);
    if (!event.success || event.output.data.ownerId !== c.env.CONTENT_API_KEY) return [];
    const { type, data } = event.output;
    return [
      c.env.DB.prepare('INSERT INTO builder_track_events (type, owner_id, content_id, variation_id, session_id, event, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(
        type,
        data.ownerId,
        data.contentId ?? null,
        data.variationId ?? null,
        data.sessionId ?? null,
        JSON.stringify(raw),
        now,
      ),
    ];
  });
  if (rows.length > 0) await c.env.DB.batch(rows);
  return answer(c, rows.length);
});

export const builderTrackAdmin = new Hono<EmulatorEnv>();

builderTrackAdmin.get('/', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT event FROM builder_track_events ORDER BY id DESC LIMIT 200').all<{ event: string }>();
  return c.json(results.map((row) => JSON.parse(row.event) as unknown));
});
