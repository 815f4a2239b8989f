// Developer control: record what the emulated services receive (method, path, headers,
// body), so a
// test can prove what the storefront sends, e.g. that no request from the Worker to any
// backend ever carries a card number. Off by default; the emulator's own /__emulator
// routes (the browser's gateway and hosted checkout, the controls) are never recorded:
// they are not the storefront's backend calls; nor are calls a test makes to the
// emulator itself, which say so with the header `x-emulator-caller: test`.
import { Hono, type MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env.ts';

const SWITCH = 'record_requests';
/** The switch as this isolate last read it; the control routes keep it current. */
let recording: boolean | undefined;

async function isRecording(db: D1Database): Promise<boolean> {
  recording ??= (await db.prepare('SELECT value FROM emulator_meta WHERE key = ?').bind(SWITCH).first<{ value: string }>())?.value === 'on';
  return recording;
}

export const recordRequests: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!url.pathname.startsWith('/__emulator') && c.req.header('x-emulator-caller') !== 'test' && (await isRecording(c.env.DB))) {
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.raw.clone().text();
    const headers = JSON.stringify(Object.fromEntries(c.req.raw.headers));
    await c.env.DB.prepare('INSERT INTO emulator_requests (method, path, headers, body, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(c.req.method, url.pathname + url.search, headers, body, Date.now())
      .run();
  }
  await next();
};

export const recordingAdmin = new Hono<EmulatorEnv>();

recordingAdmin.put('/recording', async (c) => {
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM emulator_requests'),
    c.env.DB.prepare("INSERT INTO emulator_meta (key, value) VALUES (?, 'on') ON CONFLICT(key) DO UPDATE SET value = 'on'").bind(SWITCH),
  ]);
  recording = true;
  return c.json({ recording: true });
});

recordingAdmin.delete('/recording', async (c) => {
  await c.env.DB.batch([c.env.DB.prepare('DELETE FROM emulator_requests'), c.env.DB.prepare('DELETE FROM emulator_meta WHERE key = ?').bind(SWITCH)]);
  recording = false;
  return c.body(null, 204);
});

recordingAdmin.get('/', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT method, path, headers, body FROM emulator_requests ORDER BY id').all<{ method: string; path: string; headers: string; body: string }>();
  return c.json({ requests: results.map((r) => ({ method: r.method, path: r.path, headers: JSON.parse(r.headers) as Record<string, string>, body: r.body })) });
});
