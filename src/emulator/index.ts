// The local emulator of the storefront's backends over D1. It migrates and seeds
// itself on first use, so a fresh clone needs no setup step.
import { Hono } from 'hono';
import { contentApi } from './content/routes.ts';
import { CONTENT_SEED_HASH, seedContent } from './content/seed.ts';
import { migrate } from './db/migrate.ts';
import type { EmulatorEnv } from './env.ts';
import { marketingApi } from './marketing/routes.ts';

let ready: Promise<void> | undefined;

async function prepare(db: D1Database): Promise<void> {
  await migrate(db);
  const current = await db.prepare("SELECT value FROM emulator_meta WHERE key = 'content_seed'").first<{ value: string }>();
  if (current?.value !== CONTENT_SEED_HASH) await seedContent(db);
}

const app = new Hono<EmulatorEnv>();

app.use(async (c, next) => {
  ready ??= prepare(c.env.DB).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  await ready;
  await next();
});

app.get('/', (c) =>
  c.json({
    emulator: 'winery-emulator',
    services: { content: '/content/api/v3/content/{model}', marketing: '/marketing/newsletter' },
    admin: { reseed: 'POST /__emulator/reseed', submissions: 'GET /__emulator/form-submissions' },
  }),
);
app.route('/content', contentApi);
app.route('/marketing', marketingApi);

app.post('/__emulator/reseed', async (c) => {
  const rows = await seedContent(c.env.DB);
  return c.json({ reseeded: { content: rows } });
});
app.get('/__emulator/form-submissions', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT * FROM form_submissions ORDER BY id DESC LIMIT 100').all();
  return c.json({ submissions: results });
});

app.notFound((c) => c.json({ message: `No emulator route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

export default app;
