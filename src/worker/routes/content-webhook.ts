// POST /api/webhooks/content: Builder's publish webhook. Builder signs nothing: the webhook's
// custom header carries our secret, `Authorization: Bearer <WEBHOOK_SECRET>`, compared in
// constant time. The body is content's to read (content/publish): it names the cache tags of
// the entry's cached content and of every page built from it, purged here, so a publish
// shows at once rather than after the content cache's 60 seconds.
import { Hono } from 'hono';
import { MAX_WEBHOOK_BODY_BYTES, tagsOfWebhook } from '../../content/publish/index.ts';
import type { AppEnv } from '../context.ts';
import { readCapped } from '../http/request.ts';
import { purgeAfterPublish } from '../page-cache/publish.ts';
import { workerPurgeDeps } from '../page-cache/purge.ts';
import { scheduleRepurge } from '../page-cache/repurge.ts';
import { sameSecret } from '../signed-tokens/index.ts';

export const contentWebhook = new Hono<AppEnv>();

contentWebhook.post('/', async (c) => {
  const { config, report, bindings, coordinator } = c.get('app');
  if (!config.webhookSecret) return c.json({ message: 'The content webhook is not configured (WEBHOOK_SECRET).' }, 503);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!(await sameSecret(given, config.webhookSecret))) return c.json({ message: 'The webhook secret is missing or wrong.' }, 401);

  const publish = tagsOfWebhook(await readCapped(c.req.raw, MAX_WEBHOOK_BODY_BYTES));
  if (!publish.ok) return c.json({ message: `Unknown content model "${publish.unknownModel}": nothing was purged.` }, 422);
  const { model, operation, entry, tags, reasons } = publish;
  for (const reason of reasons) console.warn(`[webhook] ${model ?? 'model unknown'}: ${reason}`);
  try {
    const { contentKeys, ...pages } = await purgeAfterPublish({ ...workerPurgeDeps(bindings.kv, config), coordinator }, tags, 'first');
    // Once KV has propagated, the same tags again (page-cache/repurge.ts). The purge above has
    // happened: a failure to queue is reported, not answered as a failed purge.
    const again = await scheduleRepurge(bindings.repurge, tags).catch((error: unknown) => {
      report(error, { section: 'webhook', where: 'repurge', model: model ?? 'unknown' });
      return false;
    });
    return c.json({ purged: { operation, model, entry, tags, contentKeys, pages: pages.pages, via: pages.via, again }, reasons });
  } catch (error) {
    // Builder retries a webhook that fails: a 5xx asks for that.
    report(error, { section: 'webhook', model: model ?? 'unknown' });
    return c.json({ message: 'The purge failed; try again.' }, 503);
  }
});
