// A developer control for proving where the App Secret Key goes: while switched on
// (PUT /__emulator/commerce/request-log), every commerce call is noted with the kind of
// credentials it carried and whether the app secret appeared anywhere in it (a header,
// the decoded Basic credentials, the URL or the body). The secret itself is never stored.
import type { Context, MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { basicCredentials, isApp } from './app.ts';

export type AuthKind = 'app' | 'basic-other' | 'customer-token' | 'none';

const FLAG = 'commerce_request_log';

function authKind(c: Context<EmulatorEnv>): AuthKind {
  const header = c.req.header('authorization');
  if (!header?.trim()) return 'none';
  if (/^Basic\s/i.test(header.trim())) return isApp(c) ? 'app' : 'basic-other';
  return 'customer-token';
}

async function carriesSecret(c: Context<EmulatorEnv>): Promise<boolean> {
  const secret = c.env.COMMERCE_APP_SECRET;
  if (!secret) return false;
  const texts: string[] = [c.req.url];
  c.req.raw.headers.forEach((value) => texts.push(value));
  const basic = basicCredentials(c.req.header('authorization'));
  if (basic) texts.push(basic.user, basic.password);
  // Hono keeps the body it read, so the route can still read it.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') texts.push(await c.req.text());
  return texts.some((text) => text.includes(secret));
}

export const requestLog: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
  const on = await c.env.DB.prepare('SELECT 1 FROM emulator_meta WHERE key = ? AND value = ?').bind(FLAG, 'on').first();
  if (!on) return next();
  const auth = authKind(c);
  const secret = await carriesSecret(c);
  await next();
  await c.env.DB.prepare('INSERT INTO commerce_request_log (method, path, auth, carries_app_secret, status, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(c.req.method, new URL(c.req.url).pathname.replace(/^\/commerce\/v1/, ''), auth, secret ? 1 : 0, c.res.status, Date.now())
    .run();
};

export async function setRequestLog(db: D1Database, on: boolean) {
  await db.batch([
    db.prepare('DELETE FROM commerce_request_log'),
    on
      ? db.prepare("INSERT INTO emulator_meta (key, value) VALUES (?, 'on') ON CONFLICT(key) DO UPDATE SET value = 'on'").bind(FLAG)
      : db.prepare('DELETE FROM emulator_meta WHERE key = ?').bind(FLAG),
  ]);
}

export async function readRequestLog(db: D1Database) {
  const { results } = await db
    .prepare('SELECT method, path, auth, carries_app_secret, status FROM commerce_request_log ORDER BY id')
    .all<{ method: string; path: string; auth: AuthKind; carries_app_secret: number; status: number | null }>();
  return results.map((r) => ({ method: r.method, path: r.path, auth: r.auth, carriesAppSecret: r.carries_app_secret === 1, status: r.status }));
}
