// The beacons' gates, on a tiny app: the cap, the per-client limit and the schema, before the route.
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv, RequestContext } from '../context.ts';
import { beacon } from './beacon.ts';

const MESSAGES = { tooLarge: 'Too large.', invalid: 'Not a ping.', tooMany: 'Too many pings.' };

function memoryKv() {
  const values = new Map<string, string>();
  return {
    get: async (key: string, type?: string) => {
      const value = values.get(key);
      return value === undefined ? null : type === 'json' ? JSON.parse(value) : value;
    },
    put: async (key: string, value: string) => void values.set(key, value),
    delete: async (key: string) => void values.delete(key),
  } as unknown as KVNamespace;
}

function pingApp() {
  const kv = memoryKv();
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('app', { bindings: { kv } } as unknown as RequestContext);
    await next();
  });
  const schema = v.object({ ping: v.pipe(v.string(), v.maxLength(10)) });
  app.post('/ping', beacon({ scope: 'ping-client', maxBytes: 64, maxPerClient: 2, schema, messages: MESSAGES }), (c) => c.json({ heard: c.get('beacon').ping }, 202));
  return (body: string, client = '192.0.2.1') => app.request('https://shop.example/ping', { method: 'POST', body, headers: { 'cf-connecting-ip': client } });
}

describe("a beacon's gates", () => {
  it('hand the route the parsed report, and nothing they answer is cached', async () => {
    const response = await pingApp()(JSON.stringify({ ping: 'hello' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ heard: 'hello' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuse a body past the cap with 413', async () => {
    const response = await pingApp()(JSON.stringify({ ping: 'x'.repeat(100) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Too large.' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuse what is not JSON or not the schema with 400 and the fixed message, echoing none of it', async () => {
    const send = pingApp();
    for (const body of ['{"ping": "secret', JSON.stringify({ ping: 'secret-words-too-long' })]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Not a ping.' });
    }
  });

  it('answer 429 with Retry-After past the limit of one client, and still hear another', async () => {
    const send = pingApp();
    const ping = JSON.stringify({ ping: 'hi' });
    expect((await send(ping)).status).toBe(202);
    expect((await send(ping)).status).toBe(202);
    const refused = await send(ping);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many pings.' });
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await send(ping, '192.0.2.2')).status).toBe(202);
  });
});
