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
import { readCapped } from '../http/request.ts';
import { purgeAfterPublish } from '../page-cache/publish.ts';
import { workerPurgeDeps } from '../page-cache/purge.ts';
import { scheduleRepurge } from '../page-cache/repurge.ts';
import { modelTag, SYMBOL_TAG, tagsOfPublish } from '../page-cache/tags.ts';
import { sameSecret } from '../signed-tokens/index.ts';

export const contentWebhook = new Hono<AppEnv>();

/** Builder's operations (builder.io/c/docs/webhooks); each can change what a page shows. */
const OPERATIONS = ['publish', 'unpublish', 'archive', 'delete', 'scheduledStart', 'scheduledEnd'] as const;

/** A targeting rule of an entry: `urlPath` rules name the paths a page entry answers. */
const TargetSchema = v.object({ property: v.string(), operator: v.optional(v.nullable(v.string())), value: v.unknown() });

// Every part of an entry is read on its own and falls back to nothing: a publish whose
// entry lacks an id, a URL or a readable rule still purges its model's tag (issue 28).
const EntrySchema = v.nullish(
  v.looseObject({
    id: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))), undefined),
    query: v.fallback(v.nullish(v.array(v.fallback(v.nullable(TargetSchema), null))), null),
    data: v.fallback(v.nullish(v.looseObject({ url: v.nullish(v.unknown()) })), null),
  }),
);
type Entry = v.InferOutput<typeof EntrySchema>;

const ModelNameSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

/** The paths an entry was targeted at: its `urlPath` rules (a string or a list), and a page's `data.url`. */
export function targetedPaths(entry: Entry): string[] {
  if (!entry) return [];
  const paths: string[] = [];
  for (const rule of entry.query ?? []) {
    if (rule?.property !== 'urlPath') continue;
    for (const value of Array.isArray(rule.value) ? rule.value : [rule.value]) if (typeof value === 'string' && value.startsWith('/')) paths.push(value);
  }
  if (typeof entry.data?.url === 'string' && entry.data.url.startsWith('/')) paths.push(entry.data.url);
  return paths;
}

/**
 * How much of a body is read. Builder's body carries two whole entries (newValue and
 * previousValue), so a long page passes the JSON API's usual limits; a Worker has 128 MB.
 * Past this the rest is not read, the model cannot be known, and every model's tag is purged.
 */
export const MAX_WEBHOOK_BODY_BYTES = 16 * 1024 * 1024;

/** What a publish says, read as far as it can be; each thing that could not be read is a reason, never a refusal. */
export type WebhookRead = { modelName: string | null; operation: string | null; newValue: Entry; previousValue: Entry; reasons: string[] };

export function readWebhook(text: string | null): WebhookRead {
  const read: WebhookRead = { modelName: null, operation: null, newValue: null, previousValue: null, reasons: [] };
  if (text === null) {
    read.reasons.push(`the body is over ${MAX_WEBHOOK_BODY_BYTES} bytes and was not read: the model is not known`);
    return read;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    read.reasons.push('the body is not JSON: the model is not known');
    return read;
  }
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const model = v.safeParse(ModelNameSchema, body.modelName);
  if (model.success) read.modelName = model.output;
  else read.reasons.push('modelName is missing: the model is not known');
  if (typeof body.operation === 'string' && (OPERATIONS as readonly string[]).includes(body.operation)) read.operation = body.operation;
  else read.reasons.push(`unknown operation ${JSON.stringify(body.operation ?? null).slice(0, 60)}: purged as a change`);
  for (const key of ['newValue', 'previousValue'] as const) {
    const entry = v.safeParse(EntrySchema, body[key]);
    if (entry.success) read[key] = entry.output;
    else read.reasons.push(`${key} is not an entry: its paths are not known`);
  }
  return read;
}

contentWebhook.post('/', async (c) => {
  const { config, report, bindings, coordinator } = c.get('app');
  if (!config.webhookSecret) return c.json({ message: 'The content webhook is not configured (WEBHOOK_SECRET).' }, 503);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!(await sameSecret(given, config.webhookSecret))) return c.json({ message: 'The webhook secret is missing or wrong.' }, 401);

  // Nothing below refuses a publish Builder sent with the right secret: what cannot be read
  // widens the purge, and the reason is logged (issue 28: a webhook never fails to purge).
  const { modelName, operation, newValue, previousValue, reasons } = readWebhook(await readCapped(c.req.raw, MAX_WEBHOOK_BODY_BYTES));
  if (modelName !== null && !(CONTENT_MODELS as readonly string[]).includes(modelName)) {
    return c.json({ message: `Unknown content model "${modelName}": nothing was purged.` }, 422);
  }
  const entryId = newValue?.id ?? previousValue?.id;
  const paths = [...new Set([...targetedPaths(newValue), ...targetedPaths(previousValue)])];
  // A page shows an entry under its id and path tags, not its model's (page-cache/tags.ts):
  // an entry with neither, or a model not known, purges every page built from content
  // (each carries the symbol model's tag), so the change shows wherever it was.
  let tags: string[];
  if (modelName === null) tags = CONTENT_MODELS.map(modelTag);
  else {
    tags = tagsOfPublish(modelName, entryId, paths);
    if (entryId === undefined && paths.length === 0) {
      reasons.push('the entry has no id and no URL: every page built from content is purged');
      if (!tags.includes(SYMBOL_TAG)) tags.push(SYMBOL_TAG);
    }
  }
  for (const reason of reasons) console.warn(`[webhook] ${modelName ?? 'model unknown'}: ${reason}`);
  try {
    const { contentKeys, ...pages } = await purgeAfterPublish({ ...workerPurgeDeps(bindings.kv, config), coordinator }, tags, 'first');
    // Once KV has propagated, the same tags again (page-cache/repurge.ts). The purge above has
    // happened: a failure to queue is reported, not answered as a failed purge.
    const again = await scheduleRepurge(bindings.repurge, tags).catch((error: unknown) => {
      report(error, { section: 'webhook', where: 'repurge', model: modelName ?? 'unknown' });
      return false;
    });
    return c.json({ purged: { operation, model: modelName, entry: entryId ?? null, tags, contentKeys, pages: pages.pages, via: pages.via, again }, reasons });
  } catch (error) {
    // Builder retries a webhook that fails: a 5xx asks for that.
    report(error, { section: 'webhook', model: modelName ?? 'unknown' });
    return c.json({ message: 'The purge failed; try again.' }, 503);
  }
});
