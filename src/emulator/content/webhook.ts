// Builder's publish webhook, as Builder sends it: a POST to the URL configured on the model
// (Models > the model > Advanced > Webhooks) with the custom headers configured there, body
// `{ newValue, previousValue, modelName, operation }` (builder.io/c/docs/webhooks;
// docs/real-services.md "Publish webhooks"). Builder signs nothing; the storefront's webhook is
// configured with the header `Authorization: Bearer <WEBHOOK_SECRET>`.
// Unverified: the exact entry fields Builder puts in newValue and previousValue (taken here
// to be the entry as the content API returns it, with its targeting `query`), and that a
// delete sends `newValue: null`; both live in entryForWebhook and deliverContentWebhook.
// The delivery goes out through the STOREFRONT service binding when there is one (`npm run
// dev`, where the storefront has no public address), else by CONTENT_WEBHOOK_URL. With
// neither (worker tests, whose storefront no other worker can address), the publish answers
// with the request Builder would have sent (`pending`), and the test harness delivers it.
import type { EmulatorBindings } from '../env.ts';

export type WebhookOperation = 'publish' | 'unpublish' | 'archive' | 'delete' | 'scheduledStart' | 'scheduledEnd';

type Row = { id: string; model: string; name: string; revision: string; data: string; query: string; updated_at: number };

/** The published entry as the webhook carries it; null when there is none. */
export async function entryForWebhook(db: D1Database, id: string): Promise<Record<string, unknown> | null> {
  const row = await db.prepare("SELECT id, model, name, revision, data, query, updated_at FROM content_entries WHERE id = ? AND revision = 'published'").bind(id).first<Row>();
  if (!row) return null;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const variations = data.__variations ?? {};
  delete data.__variations;
  return {
    '@version': 4,
    id: row.id,
    name: row.name,
    modelId: row.model,
    published: row.revision,
    query: JSON.parse(row.query) as unknown,
    lastUpdated: row.updated_at,
    testRatio: 1,
    variations,
    data,
  };
}

/** The webhook request, as Builder would send it. */
export type WebhookRequest = { path: string; headers: Record<string, string>; body: string };
export type Delivery = { delivered: false; reason: string; pending?: WebhookRequest } | { delivered: true; status: number };

const DEFAULT_WEBHOOK_URL = 'https://storefront.internal/api/webhooks/content';

/** Sends the webhook to the configured storefront; what happened, never a throw (Builder does not fail a publish on a failed webhook). */
export async function deliverContentWebhook(env: EmulatorBindings, body: { modelName: string; operation: WebhookOperation; newValue: unknown; previousValue: unknown }): Promise<Delivery> {
  if (!env.CONTENT_WEBHOOK_AUTHORIZATION) return { delivered: false, reason: 'no webhook configured (CONTENT_WEBHOOK_AUTHORIZATION)' };
  const url = env.CONTENT_WEBHOOK_URL ?? DEFAULT_WEBHOOK_URL;
  const headers = { 'content-type': 'application/json', authorization: env.CONTENT_WEBHOOK_AUTHORIZATION };
  const json = JSON.stringify(body);
  if (!env.STOREFRONT && !env.CONTENT_WEBHOOK_URL) {
    return { delivered: false, reason: 'no transport to the storefront', pending: { path: new URL(url).pathname, headers, body: json } };
  }
  const request = new Request(url, { method: 'POST', headers, body: json });
  try {
    const response = env.STOREFRONT ? await env.STOREFRONT.fetch(request) : await fetch(request);
    await response.body?.cancel();
    return { delivered: true, status: response.status };
  } catch (error) {
    return { delivered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
