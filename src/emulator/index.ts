// The local emulator of the storefront's backends over D1. It migrates and seeds
// itself on first use, so a fresh clone needs no setup step.
import { Hono } from 'hono';
import { admin } from './admin/routes.ts';
import { faults } from './admin/faults.ts';
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
    admin: {
      reseed: 'POST /__emulator/reseed',
      faults: 'PUT /__emulator/faults/{content|marketing|commerce} {mode: "500"|"hang"|"invalid-json", times?}; DELETE /__emulator/faults',
      content: 'PUT /__emulator/content {id, model, data, ...}; DELETE /__emulator/content/{id}',
      submissions: 'GET /__emulator/form-submissions',
    },
  }),
);
app.use('/content/*', faults('content'));
app.use('/marketing/*', faults('marketing'));
app.route('/content', contentApi);
app.route('/marketing', marketingApi);

app.route('/__emulator', admin);

app.notFound((c) => c.json({ message: `No emulator route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

export default app;
