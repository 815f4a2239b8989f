// Content negotiation for agents: a page asked for with `Accept: text/markdown` (preferred
// over text/html) is answered by its markdown twin. The Worker's entry rewrites such a
// request to the twin's `.md` path before anything else looks at it, so the page cache keys,
// stores and serves the twin apart from the page with no change of its own.
import { readConfig } from '../config/index.ts';
import { twinOf } from './twin-path.ts';

/** Paths that are not pages: no twin. */
const NOT_PAGES = /^\/(api|__|cdn-cgi|assets|images)(\/|$)|^\/(robots\.txt|sitemap\.xml|llms\.txt|favicon\.svg)$|\.md$/;

/** The q-value an Accept header gives a media type (exact match only), 0 when absent. */
function quality(accept: string, type: string): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, value);
  }
  return best;
}

/** Whether the client prefers markdown to HTML (an agent's `Accept: text/markdown`; a browser always names text/html first). */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  const markdown = quality(accept, 'text/markdown');
  return markdown > 0 && markdown >= quality(accept, 'text/html');
}

/** The request for the page's twin, when it asks for markdown and twins are on; otherwise the request itself. */
export function negotiated(request: Request, env: Record<string, unknown>): Request {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  if (!prefersMarkdown(request.headers.get('accept'))) return request;
  const url = new URL(request.url);
  if (NOT_PAGES.test(url.pathname)) return request;
  try {
    if (!readConfig(env).agents.markdown) return request;
  } catch {
    // A setting that cannot be read: the app answers with its own error.
    return request;
  }
  url.pathname = twinOf(url.pathname);
  return new Request(url, request);
}
