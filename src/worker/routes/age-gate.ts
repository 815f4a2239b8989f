import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { AGE_GATE_ACCEPTED, AGE_GATE_COOKIE, AGE_GATE_MAX_AGE_SECONDS } from '../../shell/age-gate/age-gate.constants.ts';
import type { AppEnv } from '../context.ts';

/** The age gate without script: the form posts here and comes back to the same page. */
export const ageGate = new Hono<AppEnv>();

ageGate.post('/', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const returnTo = typeof form.returnTo === 'string' ? form.returnTo : '/';
  // Only a path on this site: never an open redirect.
  const target = /^\/(?![/\\])/.test(returnTo) ? returnTo : '/';
  setCookie(c, AGE_GATE_COOKIE, AGE_GATE_ACCEPTED, {
    path: '/',
    maxAge: AGE_GATE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return c.redirect(target, 303);
});
