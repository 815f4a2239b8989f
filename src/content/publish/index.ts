// Builder's publish webhook, read by the content provider that owns its shape (as
// vercel/commerce's revalidate route asks its provider): Builder POSTs
// `{ newValue, previousValue, modelName, operation }` when an entry of a model is published,
// unpublished, archived, deleted or its schedule starts or ends (builder.io/c/docs/webhooks;
// docs/real-services.md "Publish webhooks"). The body becomes the cache tags to purge; the route
// only checks the secret, purges and answers.
//
// Nothing here refuses a publish Builder sent: what cannot be read widens the purge and
// gives a reason to log, so a webhook never fails to purge. Only a model this store does
// not read is refused (nothing of ours was built from it).
import * as v from 'valibot';
import { modelTag, SYMBOL_TAG, tagsOfPublish } from '../cache-tags/index.ts';
import { CONTENT_MODELS } from '../client/models.ts';

/** Builder's operations (builder.io/c/docs/webhooks); each can change what a page shows. */
const OPERATIONS = ['publish', 'unpublish', 'archive', 'delete', 'scheduledStart', 'scheduledEnd'] as const;

/** A targeting rule of an entry: `urlPath` rules name the paths a page entry answers. */
const TargetSchema = v.object({ property: v.string(), operator: v.optional(v.nullable(v.string())), value: v.unknown() });

// Every part of an entry is read on its own and falls back to nothing: a publish whose
// entry lacks an id, a URL or a readable rule still purges its model's tag.
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

/** Reads a webhook's body (null: it was over MAX_WEBHOOK_BODY_BYTES and not read). */
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

/** What a publish purges, or the one refusal: a model this store does not read. */
export type WebhookTags = { ok: true; model: string | null; operation: string | null; entry: string | null; tags: string[]; reasons: string[] } | { ok: false; unknownModel: string };

/** The cache tags a webhook's body (as readWebhook takes it) purges, and why any were widened. */
export function tagsOfWebhook(text: string | null): WebhookTags {
  const { modelName, operation, newValue, previousValue, reasons } = readWebhook(text);
  if (modelName !== null && !(CONTENT_MODELS as readonly string[]).includes(modelName)) return { ok: false, unknownModel: modelName };
  const entryId = newValue?.id ?? previousValue?.id;
  const paths = [...new Set([...targetedPaths(newValue), ...targetedPaths(previousValue)])];
  // A page shows an entry under its id and path tags, not its model's (cache-tags/): an
  // entry with neither, or a model not known, purges every page built from content (each
  // carries the symbol model's tag), so the change shows wherever it was.
  let tags: string[];
  if (modelName === null) tags = CONTENT_MODELS.map(modelTag);
  else {
    tags = tagsOfPublish(modelName, entryId, paths);
    if (entryId === undefined && paths.length === 0) {
      reasons.push('the entry has no id and no URL: every page built from content is purged');
      if (!tags.includes(SYMBOL_TAG)) tags.push(SYMBOL_TAG);
    }
  }
  return { ok: true, model: modelName, operation, entry: entryId ?? null, tags, reasons };
}
