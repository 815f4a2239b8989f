// Hono's SmartRouter takes the first of its routers that accepts every route: RegExpRouter
// (one regular expression a request) unless a route it cannot order forces the trie router,
// which walked the tree on every request and cost several per cent of a rendered page's CPU.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker/index.ts';

describe('the storefront router', () => {
  it('routes with RegExpRouter', async () => {
    const response = await app.fetch(new Request('http://localhost/api/nope'), env, createExecutionContext());
    expect(response.status).toBe(404);
    expect((app.router as { name: string }).name).toBe('SmartRouter + RegExpRouter');
  });
});
