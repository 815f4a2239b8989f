import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, RequestContext } from '../context.ts';
import { PRODUCTION_ONLY_PATHS, productionOnly, recipesAndFormsRouted } from './production-only-routes.ts';

describe('Business constants and limits: recipe pages and forms route only in production', () => {
  it('routes them in production (and locally, against the emulator), never on stage or development', () => {
    expect(recipesAndFormsRouted('production')).toBe(true);
    expect(recipesAndFormsRouted('local')).toBe(true);
    expect(recipesAndFormsRouted('stage')).toBe(false);
    expect(recipesAndFormsRouted('development')).toBe(false);
  });

  it("answers the forms' endpoint with the API's 404 on stage, and passes it through in production", async () => {
    const app = (environment: string) => {
      const hono = new Hono<AppEnv>();
      hono.use(async (c, next) => {
        c.set('app', { config: { environment }, url: new URL(c.req.url) } as unknown as RequestContext);
        await next();
      });
      for (const path of PRODUCTION_ONLY_PATHS) hono.use(path, productionOnly);
      hono.post('/api/forms/:type', (c) => c.json({ ok: true }, 202));
      return hono;
    };
    const stage = await app('stage').request('https://shop.example/api/forms/GeneralWebsiteContactForm', { method: 'POST' });
    expect(stage.status).toBe(404);
    expect(await stage.json()).toEqual({ message: 'No such API route: POST /api/forms/GeneralWebsiteContactForm' });
    expect((await app('production').request('https://shop.example/api/forms/GeneralWebsiteContactForm', { method: 'POST' })).status).toBe(202);
  });
});
