// Source: none; a developer control of the emulator with no real-service counterpart (what it
// records and how it answers are our own shapes, unverified against any service on purpose).
// Developer control: record what the emulated services receive (method, path, headers,
// body, the status answered), so a test can prove what the storefront sends: that no
// request from the Worker to any backend ever carries a card number, and that the App
// Secret Key goes only to Commerce7's app endpoints. Off by default; the emulator's own
// /__emulator routes (the browser's gateway and hosted checkout, the controls) are never
// recorded: they are not the storefront's backend calls; nor are calls a test makes to the
// emulator itself, which say so with the header `x-emulator-caller: test`.
//
// Credentials are never kept: an Authorization value is stored as its scheme and a marker
// naming which credential it was (e.g. "Basic [COMMERCE_APP_ID:COMMERCE_APP_SECRET]"), and
// the App Secret Key anywhere else in a request (path, another header, the body) is replaced
// by "[COMMERCE_APP_SECRET]"; `carriesAppSecret` says whether it appeared at all.
// Source: none; a developer control with no real-service counterpart (nothing here copies a real
// API).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { basicCredentials, isApp } from '../commerce/auth/app.ts';
import type { EmulatorEnv } from '../env.ts';

const SWITCH = 'record_requests';
/** The switch as this isolate last read it; the control routes keep it current. */
let recording: boolean | undefined;

async function isRecording(db: D1Database): Promise<boolean> {
  recording ??= (await db.prepare('SELECT value FROM emulator_meta WHERE key = ?').bind(SWITCH).first<{ value: string }>())?.value === 'on';
  return recording;
}

/** The marker that stands for the App Secret Key wherever it appeared. */
export const APP_SECRET_MARKER = '[COMMERCE_APP_SECRET]';
/** The Authorization value of a call with the storefront app's own Basic credentials, as recorded. */
export const APP_CREDENTIALS_MARKER = 'Basic [COMMERCE_APP_ID:COMMERCE_APP_SECRET]';

/**
 * An Authorization value as recorded: its scheme (none for Commerce7's bare customer token)
 * and which credential it carried, named by the setting it matches, never the value.
 */
function redactAuthorization(c: Context<EmulatorEnv>, value: string): string {
  const trimmed = value.trim();
  if (/^Basic\s/i.test(trimmed)) return isApp(c) ? APP_CREDENTIALS_MARKER : 'Basic [other credentials]';
  const schemed = /^(\S+)\s+(\S.*)$/.exec(trimmed);
  const [scheme, credential] = schemed ? [`${schemed[1]} `, schemed[2]!] : ['', trimmed];
  const which = credential === c.env.MARKETING_API_KEY ? 'MARKETING_API_KEY' : credential === c.env.COMMERCE_APP_SECRET ? 'COMMERCE_APP_SECRET' : 'token';
  return `${scheme}[${which}]`;
}

/** Every place the App Secret Key could travel in: the URL, each header, the decoded Basic credentials, the body. */
function carriesAppSecret(c: Context<EmulatorEnv>, url: string, body: string): boolean {
  const secret = c.env.COMMERCE_APP_SECRET;
  if (!secret) return false;
  const texts = [url, body];
  c.req.raw.headers.forEach((value) => texts.push(value));
  const basic = basicCredentials(c.req.header('authorization'));
  if (basic) texts.push(basic.user, basic.password);
  return texts.some((text) => text.includes(secret));
}

export const recordRequests: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.startsWith('/__emulator') || c.req.header('x-emulator-caller') === 'test' || !(await isRecording(c.env.DB))) return next();
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.raw.clone().text();
  const secret = c.env.COMMERCE_APP_SECRET;
  const hide = (text: string) => (secret ? text.replaceAll(secret, APP_SECRET_MARKER) : text);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = name === 'authorization' ? redactAuthorization(c, value) : hide(value);
  });
  // Kept before the call is answered, so a request whose answer never comes (a hanging
  // fault) is still on record; its status is filled in after.
  const row = await c.env.DB.prepare('INSERT INTO emulator_requests (method, path, headers, body, carries_app_secret, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(c.req.method, hide(url.pathname + url.search), JSON.stringify(headers), hide(body), carriesAppSecret(c, c.req.url, body) ? 1 : 0, Date.now())
    .first<{ id: number }>();
  await next();
  if (row) await c.env.DB.prepare('UPDATE emulator_requests SET status = ? WHERE id = ?').bind(c.res.status, row.id).run();
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
  const { results } = await c.env.DB.prepare('SELECT method, path, headers, body, status, carries_app_secret, created_at FROM emulator_requests ORDER BY id').all<{
    method: string;
    path: string;
    headers: string;
    body: string;
    status: number | null;
    carries_app_secret: number;
    created_at: number;
  }>();
  return c.json({
    requests: results.map((r) => ({
      method: r.method,
      path: r.path,
      headers: JSON.parse(r.headers) as Record<string, string>,
      body: r.body,
      status: r.status,
      carriesAppSecret: r.carries_app_secret === 1,
      // When it arrived (ms since the epoch): the load test's calls per minute over time.
      at: r.created_at,
    })),
  });
});
