import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { agePageCopy } from '../page-cache/index.ts';
import { purgeContent } from '../page-cache/purge.ts';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';

/** Development-only routes that let tests exercise failure paths. Absent in production. */
export const debug = new Hono<AppEnv>();

function Explode(): never {
  throw new Error('Deliberate render error (debug route)');
}

debug.get('/render-error', (c) => renderPage(c, { title: 'Render error', body: <Explode /> }));

/**
 * Ages the stored copy of a page (the one this request's cookies would get) past its
 * freshness, so a test sees the next visit served stale while it is rendered again;
 * `content=forget` drops the cached content as well.
 */
debug.post('/page-cache/stale', async (c) => {
  const app = c.get('app');
  const path = c.req.query('path') ?? '';
  if (!path.startsWith('/')) return c.json({ message: 'path must be a site path' }, 400);
  const url = new URL(path, app.url.origin);
  const aged = await agePageCopy(url, getCookie(c), app.config, app.config.cacheTtlSeconds + 1);
  // `?content=forget`: the cached content expired too, so the re-render must reach the backend.
  if (c.req.query('content') === 'forget') await purgeContent(c.get('app').bindings.kv);
  return aged ? c.json({ aged: path }) : c.json({ message: `No stored copy of ${path}` }, 404);
});
