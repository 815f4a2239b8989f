// The marketing platform's form endpoints (Klaviyo-shaped): submissions are stored.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';

export const marketingApi = new Hono<EmulatorEnv>();

marketingApi.post('/newsletter', async (c) => {
  if (c.req.header('x-api-key') !== c.env.MARKETING_API_KEY) return c.json({ message: 'Invalid API key' }, 401);
  let body: Record<string, unknown>;
  try {
    body = (await c.req.json()) as Record<string, unknown>;
  } catch {
    return c.json({ message: 'Body must be JSON' }, 400);
  }
  if (typeof body.email !== 'string' || !body.email.includes('@')) return c.json({ message: 'email is required' }, 400);
  await c.env.DB.prepare('INSERT INTO form_submissions (form_type, email, payload, created_at) VALUES (?, ?, ?, ?)')
    .bind('newsletter', body.email, JSON.stringify(body), Date.now())
    .run();
  return c.json({ ok: true }, 202);
});
