// The second purge after a publish. The webhook empties the content answers in KV and purges
// the pages tagged with what was published, at once and everywhere (Cloudflare's purge by
// tag). But KV is eventually consistent (about 60 s across locations: docs/real-services.md
// "Cloudflare Workers: caching pages"): a data centre whose KV still answers with the old
// content re-renders a purged page from it and stores that old page again, for a whole
// CACHE_TTL_SECONDS. So the webhook also queues the same tags, delivered once KV has
// propagated, and the queue's consumer purges them a second time.
//
// Cloudflare Queues: `queue.send(body, { delaySeconds })`, a delay of 0 to 43 200 s; the
// consumer is the Worker's `queue(batch, env, ctx)` handler, which acks or retries each
// message (developers.cloudflare.com/queues/configuration/batching-retries/, "Delay
// messages"; /queues/configuration/javascript-apis/). Without the REPURGE binding nothing is
// queued (one location: KV there is already consistent).
import * as v from 'valibot';
import { readConfig } from '../config/index.ts';
import { purgeAfterPublish } from './publish.ts';
import { workerPurgeDeps, type PurgeDeps } from './purge.ts';

/** KV's propagation (about 60 s) and a margin for the purge and a re-render in flight. */
export const REPURGE_DELAY_SECONDS = 75;
/** A failed second purge tries again this much later. */
const RETRY_DELAY_SECONDS = 30;

const MAX_TAGS = 1000;
export const RepurgeMessageSchema = v.object({
  tags: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024))), v.minLength(1), v.maxLength(MAX_TAGS)),
});
export type RepurgeMessage = v.InferOutput<typeof RepurgeMessageSchema>;

export type RepurgeQueue = Pick<Queue<RepurgeMessage>, 'send'>;

/** Queues the tags for their second purge; false when there is no queue. */
export async function scheduleRepurge(queue: RepurgeQueue | undefined, tags: readonly string[]): Promise<boolean> {
  if (!queue || tags.length === 0) return false;
  await queue.send({ tags: [...tags] }, { delaySeconds: REPURGE_DELAY_SECONDS });
  return true;
}

type RepurgeEnv = { CACHE: KVNamespace };

/**
 * The queue's consumer: each message's tags purged again. A message that is not one of ours
 * is dropped (acked, logged: retrying cannot mend it); a purge that fails is retried.
 */
export async function repurgeBatch(batch: MessageBatch<unknown>, env: RepurgeEnv, overrides: Partial<Pick<PurgeDeps, 'cache' | 'fetch'>> = {}): Promise<void> {
  const deps = { ...workerPurgeDeps(env.CACHE, readConfig(env as unknown as Record<string, unknown>)), ...overrides };
  for (const message of batch.messages) {
    const parsed = v.safeParse(RepurgeMessageSchema, message.body);
    if (!parsed.success) {
      console.error(`page cache: dropped a malformed repurge message ${message.id}: ${v.summarize(parsed.issues)}`);
      message.ack();
      continue;
    }
    try {
      await purgeAfterPublish(deps, parsed.output.tags, 'again');
      message.ack();
    } catch (error) {
      console.error(`page cache: the second purge of ${parsed.output.tags.length} tag(s) failed, retrying: ${String(error)}`);
      message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    }
  }
}
