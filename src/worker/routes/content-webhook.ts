// POST /api/webhooks/content: Builder's publish webhook. Builder POSTs
// `{ newValue, previousValue, modelName, operation }` when an entry of a model is published,
// unpublished, archived, deleted or its schedule starts or ends (builder.io/c/docs/webhooks;
// REFERENCE.md "Publish webhooks"). Builder signs nothing: the webhook's custom header
// carries our secret, `Authorization: Bearer <WEBHOOK_SECRET>`, compared in constant time.
// On any of those operations the entry's cached content and every page built from it (by
// its cache tags) are purged, so a publish shows at once rather than after the content
// cache's 60 seconds.
import { Hono } from 'hono';
import * as v from 'valibot';
import { CONTENT_MODELS } from '../../content/client/models.ts';
import type { AppEnv } from '../context.ts';
import { forgetPages } from '../page-cache/index.ts';
import { forgetSitemap } from '../seo/last-good.ts';
import { purgeContent, purgePages, workerPurgeDeps } from '../page-cache/purge.ts';
import { scheduleRepurge } from '../page-cache/repurge.ts';
import { tagsOfPublish } from '../page-cache/tags.ts';
import { sameSecret } from '../preview/index.ts';
import { parseJsonBody } from './json-body.ts';

export const contentWebhook = new Hono<AppEnv>();

/** Builder's operations (builder.io/c/docs/webhooks); each can change what a page shows. */
const OPERATIONS = ['publish', 'unpublish', 'archive', 'delete', 'scheduledStart', 'scheduledEnd'] as const;

/** A targeting rule of an entry: `urlPath` rules name the paths a page entry answers. */
const TargetSchema = v.object({ property: v.string(), operator: v.optional(v.nullable(v.string())), value: v.unknown() });

/** The entry as Builder sends it: only what the purge needs is read; the rest (and nulls) pass. */
const EntrySchema = v.nullish(
  v.looseObject({
    id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
    query: v.nullish(v.array(TargetSchema)),
    data: v.nullish(v.looseObject({ url: v.nullish(v.unknown()) })),
  }),
);

const WebhookSchema = v.looseObject({
  modelName: v.pipe(v.string('modelName is required'), v.nonEmpty('modelName is required'), v.maxLength(200)),
  operation: v.picklist(OPERATIONS, `operation must be one of ${OPERATIONS.join(', ')}`),
  newValue: EntrySchema,
  previousValue: EntrySchema,
});

/** The paths an entry was targeted at: its `urlPath` rules (a string or a list), and a page's `data.url`. */
export function targetedPaths(entry: v.InferOutput<typeof EntrySchema>): string[] {
  if (!entry) return [];
  const paths: string[] = [];
  for (const rule of entry.query ?? []) {
    if (rule.property !== 'urlPath') continue;
    for (const value of Array.isArray(rule.value) ? rule.value : [rule.value]) if (typeof value === 'string' && value.startsWith('/')) paths.push(value);
  }
  if (typeof entry.data?.url === 'string' && entry.data.url.startsWith('/')) paths.push(entry.data.url);
  return paths;
}

const MAX_BODY_BYTES = 512 * 1024;

contentWebhook.post('/', async (c) => {
  const { config, report } = c.get('app');
  if (!config.webhookSecret) return c.json({ message: 'The content webhook is not configured (WEBHOOK_SECRET).' }, 503);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!(await sameSecret(given, config.webhookSecret))) return c.json({ message: 'The webhook secret is missing or wrong.' }, 401);

  const body = await parseJsonBody(c, WebhookSchema, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return body.response;
  const { modelName, operation, newValue, previousValue } = body.value;
  if (!(CONTENT_MODELS as readonly string[]).includes(modelName)) {
    return c.json({ message: `Unknown content model "${modelName}": nothing was purged.` }, 422);
  }
  const entryId = newValue?.id ?? previousValue?.id;
  const paths = [...new Set([...targetedPaths(newValue), ...targetedPaths(previousValue)])];
  const tags = tagsOfPublish(modelName, entryId, paths);
  try {
    const contentKeys = await purgeContent(c.env.CACHE, c.get('app').coordinator);
    forgetPages();
    // The sitemap is built again on its next request (the old copy stays as the fallback).
    await forgetSitemap(c.env.CACHE);
    const pages = await purgePages(workerPurgeDeps(c.env.CACHE, config), tags);
    // Once KV has propagated, the same tags again (page-cache/repurge.ts). The purge above has
    // happened: a failure to queue is reported, not answered as a failed purge.
    const again = await scheduleRepurge(c.env.REPURGE, tags).catch((error: unknown) => {
      report(error, { section: 'webhook', where: 'repurge', model: modelName });
      return false;
    });
    return c.json({ purged: { operation, model: modelName, entry: entryId ?? null, tags, contentKeys, pages: pages.pages, via: pages.via, again } });
  } catch (error) {
    // Builder retries a webhook that fails: a 5xx asks for that.
    report(error, { section: 'webhook', model: modelName });
    return c.json({ message: 'The purge failed; try again.' }, 503);
  }
});
