import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';

/** Development-only routes that let tests exercise failure paths. Absent in production. */
export const debug = new Hono<AppEnv>();

function Explode(): never {
  throw new Error('Deliberate render error (debug route)');
}

debug.get('/render-error', (c) => renderPage(c, { title: 'Render error', body: <Explode /> }));
