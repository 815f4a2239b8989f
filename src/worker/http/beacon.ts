// The browser's beacons (POST /api/errors, POST /api/vitals): small JSON reports a page sends
// without the visitor doing anything, so each passes the same three gates before its route
// sees it: a body cap (413, read no further), a limit per client in a window (429 with
// Retry-After) and its schema (400 with a fixed message: nothing of the body is echoed).
// Nothing a beacon answers is cached. The route reads the report as `c.get('beacon')`.
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { createAttemptLimit, WINDOW_SECONDS } from '../session/attempt-limit.ts';
import { clientOf, readCapped } from './request.ts';

export type BeaconOptions<TSchema extends v.GenericSchema> = {
  /** The per-client count's scope in KV (hashed per client by the attempt limit), e.g. "vitals-client". */
  scope: string;
  maxBytes: number;
  /** Reports one client may send in the attempt limit's window (15 minutes). */
  maxPerClient: number;
  schema: TSchema;
  /** The answers' words: a body past the cap, one that fails the schema, a client past its limit. */
  messages: { tooLarge: string; invalid: string; tooMany: string };
};

/** The app's environment with the report a beacon middleware parsed. */
export type BeaconEnv<TSchema extends v.GenericSchema> = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { beacon: v.InferOutput<TSchema> } };

export function beacon<TSchema extends v.GenericSchema>({ scope, maxBytes, maxPerClient, schema, messages }: BeaconOptions<TSchema>) {
  return createMiddleware<BeaconEnv<TSchema>>(async function beacon(c, next) {
    c.header('Cache-Control', 'no-store');
    const text = await readCapped(c.req.raw, maxBytes);
    if (text === null) return c.json({ message: messages.tooLarge }, 413);

    const limit = createAttemptLimit(c.get('app').bindings.kv, scope, undefined, { max: maxPerClient });
    const client = clientOf(c);
    if (await limit.isLocked(client)) {
      c.header('Retry-After', String(WINDOW_SECONDS));
      return c.json({ message: messages.tooMany }, 429);
    }
    // Counting must not fail the report (KV refuses a second write to one key within a second).
    await limit.recordFailure(client).catch((error: unknown) => console.warn(`[${scope}] could not count a report`, error));

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return c.json({ message: messages.invalid }, 400);
    }
    const report = v.safeParse(schema, json);
    if (!report.success) return c.json({ message: messages.invalid }, 400);
    c.set('beacon', report.output);
    await next();
  });
}
