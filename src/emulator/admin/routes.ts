// Developer and test controls of the emulator: reseed, switch faults on and off,
// publish or remove a content entry as an editor would, read stored submissions and
// the commerce backend's outbox.
// Source: none; developer controls with no real-service counterpart. Content entries are published
// in Builder's entry shape (BuilderIO/builder packages/sdks/src/functions/get-content/).
import { Hono } from 'hono';
import { commerceAdmin } from '../commerce/admin.ts';
import { seedCommerce } from '../commerce/seed/index.ts';
import { seedContent, upsertEntry, type Fixture } from '../content/seed.ts';
import { deliverContentWebhook, entryForWebhook } from '../content/webhook.ts';
import type { EmulatorEnv } from '../env.ts';
import { marketingAdmin, storedSubmissions } from '../marketing/admin.ts';
import { storedErrorReports } from '../errors/routes.ts';
import { storedPoints } from '../analytics-engine/routes.ts';
import { FAULT_MODES, SERVICES, type Service } from './faults.ts';

export const admin = new Hono<EmulatorEnv>();

admin.post('/reseed', async (c) => {
  const only = c.req.query('service');
  if (only !== undefined && only !== 'content' && only !== 'commerce') return c.json({ message: 'service must be content or commerce' }, 400);
  const reseeded: { content?: number; commerce?: number } = {};
  if (only !== 'commerce') reseeded.content = await seedContent(c.env.DB);
  if (only !== 'content') reseeded.commerce = await seedCommerce(c.env.DB);
  return c.json({ reseeded });
});

admin.put('/faults/:service', async (c) => {
  const service = c.req.param('service') as Service;
  if (!SERVICES.includes(service)) return c.json({ message: `service must be one of ${SERVICES.join(', ')}` }, 400);
  const body = (await c.req.json().catch(() => null)) as { mode?: string; times?: number } | null;
  const mode = FAULT_MODES.find((m) => m === body?.mode);
  if (!mode) return c.json({ message: `mode must be one of ${FAULT_MODES.join(', ')}` }, 400);
  const times = typeof body?.times === 'number' ? body.times : null;
  await c.env.DB.prepare('INSERT INTO emulator_faults (service, mode, remaining) VALUES (?, ?, ?) ON CONFLICT(service) DO UPDATE SET mode = excluded.mode, remaining = excluded.remaining')
    .bind(service, mode, times)
    .run();
  return c.json({ fault: { service, mode, times } });
});

admin.delete('/faults', async (c) => {
  await c.env.DB.prepare('DELETE FROM emulator_faults').run();
  return c.body(null, 204);
});

// Where the widget stand-in confirms a checkout or a club sign-up (hosted/widget/receipt.ts):
// `widget`, its own receipt under the profile route, or `store`, the hand-back to the
// store's receipts. DELETE goes back to WIDGET_RECEIPT.
admin.put('/widget-receipt', async (c) => {
  const body = (await c.req.json().catch(() => null)) as { receipt?: unknown } | null;
  if (body?.receipt !== 'widget' && body?.receipt !== 'store') return c.json({ message: 'receipt must be widget or store' }, 400);
  await c.env.DB.prepare("INSERT INTO emulator_meta (key, value) VALUES ('widget_receipt', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").bind(body.receipt).run();
  return c.json({ receipt: body.receipt });
});

admin.delete('/widget-receipt', async (c) => {
  await c.env.DB.prepare("DELETE FROM emulator_meta WHERE key = 'widget_receipt'").run();
  return c.body(null, 204);
});

// A changed copy of the widget stand-in's files (hosted/routes.ts tamperOf), for the store's
// tamper detection: `append` is added to the end of the file as served. DELETE restores both.
admin.put('/hosted-tamper', async (c) => {
  const body = (await c.req.json().catch(() => null)) as { file?: unknown; append?: unknown } | null;
  if ((body?.file !== 'commerce7.js' && body?.file !== 'commerce7.css') || typeof body.append !== 'string' || body.append.length > 4096) {
    return c.json({ message: 'file must be commerce7.js or commerce7.css, append a string of at most 4096 characters' }, 400);
  }
  await c.env.DB.prepare('INSERT INTO emulator_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').bind(`hosted_tamper:${body.file}`, body.append).run();
  return c.json({ file: body.file });
});

admin.delete('/hosted-tamper', async (c) => {
  await c.env.DB.prepare("DELETE FROM emulator_meta WHERE key LIKE 'hosted_tamper:%'").run();
  return c.body(null, 204);
});

admin.put('/content', async (c) => {
  const fixture = (await c.req.json().catch(() => null)) as Fixture | null;
  if (!fixture || typeof fixture.id !== 'string' || typeof fixture.model !== 'string' || typeof fixture.data !== 'object') {
    return c.json({ message: 'A content entry needs id, model and data' }, 400);
  }
  const previousValue = await entryForWebhook(c.env.DB, fixture.id);
  await c.env.DB.batch(upsertEntry(c.env.DB, fixture));
  // A publish (not a saved draft) calls the model's webhook, as Builder does.
  if ((fixture.published ?? 'published') !== 'published') return c.json({ published: fixture.id, webhook: { delivered: false, reason: 'a draft' } });
  const newValue = await entryForWebhook(c.env.DB, fixture.id);
  const webhook = await deliverContentWebhook(c.env, { modelName: fixture.model, operation: 'publish', newValue, previousValue });
  return c.json({ published: fixture.id, webhook });
});

admin.delete('/content/:id', async (c) => {
  const id = c.req.param('id');
  const previousValue = await entryForWebhook(c.env.DB, id);
  const model = previousValue?.modelId;
  await c.env.DB.prepare('DELETE FROM content_entries WHERE id = ?').bind(id).run();
  if (typeof model !== 'string') return c.body(null, 204);
  const webhook = await deliverContentWebhook(c.env, { modelName: model, operation: 'delete', newValue: null, previousValue });
  return c.json({ deleted: id, webhook });
});

admin.get('/outbox', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT id, to_address, subject, text, created_at FROM outbox ORDER BY id DESC LIMIT 50').all<{
    id: number;
    to_address: string;
    subject: string;
    text: string;
    created_at: number;
  }>();
  return c.json({
    emails: results.map((e) => ({ id: e.id, to: e.to_address, subject: e.subject, text: e.text, createdAt: new Date(e.created_at).toISOString() })),
  });
});

/** What the marketing twin stored (see storedSubmissions); `?email=`, `?phone=`, `?list=`, `?metric=` narrow it. */
admin.get('/form-submissions', async (c) =>
  c.json(await storedSubmissions(c.env.DB, { email: c.req.query('email'), phone: c.req.query('phone'), list: c.req.query('list'), metric: c.req.query('metric') })),
);

/** What the error service's stand-in received (errors/routes.ts); `?type=event|feedback` narrows it. */
admin.get('/error-reports', async (c) => c.json(await storedErrorReports(c.env.DB, c.req.query('type'))));

/** What the Analytics Engine stand-in kept (analytics-engine/routes.ts); a developer control, no real-service read. */
admin.get('/vitals', async (c) => c.json(await storedPoints(c.env.DB, c.req.query('dataset'))));

admin.route('/marketing', marketingAdmin);
admin.route('/commerce', commerceAdmin);
