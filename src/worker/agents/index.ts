// What AI shopping agents read (docs/agents.md): the markdown twin of every public page
// (twin.ts, negotiate.ts), /llms.txt (llms-txt.ts) and the read-only MCP endpoint (mcp.ts).
// Each part is turned off by its own setting (AGENT_MARKDOWN, AGENT_MCP).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { llmsTxt } from './llms-txt.ts';
import { pageOfTwin } from './twin-path.ts';
import { MARKDOWN, markdownTwin } from './twin.ts';
import { isStoreBusy } from '../../commerce/index.ts';

const UNAVAILABLE = '# Not available just now\n\nThe store cannot read this page just now. Please try again in a minute.\n';

export { negotiated } from './negotiate.ts';

/**
 * /api/mcp. The MCP SDK (and its zod schemas) is loaded on the endpoint's first request, not
 * when an isolate starts: a dynamic import is bundled as a module evaluated on first use, so
 * pages never pay for it.
 */
export const mcp = new Hono<AppEnv>();
mcp.all('/', async (c) => (await import('./mcp.ts')).answerMcp(c));

/** `/{path}.md` and `/llms.txt`, in front of the page routes (behind the page cache, which stores them). */
export const markdownForAgents = () =>
  createMiddleware<AppEnv>(async function markdownForAgents(c, next) {
    const app = c.get('app');
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !app.config.agents.markdown || app.preview || app.editing) return next();
    const { pathname } = app.url;
    if (pathname.startsWith('/api/') || pathname.startsWith('/__')) return next();
    const page = pathname === '/llms.txt' ? null : pageOfTwin(pathname);
    if (pathname === '/llms.txt' || page !== null) {
      try {
        if (page !== null) return await markdownTwin(c, page);
        const text = await llmsTxt(c);
        Object.assign(app.page, { shareable: true, tags: new Set<string>(), validUntil: undefined, thirdParties: undefined });
        return c.body(text, 200, { 'content-type': MARKDOWN, 'cache-control': 'private, no-cache' });
      } catch (error) {
        // A backend that cannot be read: the agent is told so in its own format, never an HTML error screen.
        if (!isStoreBusy(error)) app.report(error, { section: 'agents', path: pathname.slice(0, 200) });
        return c.body(UNAVAILABLE, 503, { 'content-type': MARKDOWN, 'cache-control': 'no-store', 'retry-after': '60' });
      }
    }
    await next();
    // The same URL answers Accept: text/markdown with the twin: caches must tell them apart.
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) c.res.headers.append('vary', 'Accept');
  });
