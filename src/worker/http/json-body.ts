import type { Context } from 'hono';
import type * as v from 'valibot';
import { check } from '../../platform/validation/index.ts';

const MAX_BODY_BYTES = 64 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

/** Reads a JSON request body; anything else is a clear 400-worthy message, never a throw. */
export async function readJsonBody(c: Context, maxBytes = MAX_BODY_BYTES): Promise<JsonBody> {
  if (!c.req.header('content-type')?.includes('application/json')) {
    return { ok: false, message: 'Send the request body as JSON (Content-Type: application/json).' };
  }
  // A declared length past the limit is refused before the body is read.
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) return { ok: false, message: 'The request body is too large.' };
  const text = await c.req.text();
  if (text.length > maxBytes) return { ok: false, message: 'The request body is too large.' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
}

/**
 * Reads and validates a JSON body: the value, or a 400 `{message, errors}` with a message
 * per field path (src/platform/validation), which the browser's form kit maps onto its fields.
 */
export async function parseJsonBody<S extends v.GenericSchema>(c: Context, schema: S, { maxBytes = MAX_BODY_BYTES } = {}) {
  const body = await readJsonBody(c, maxBytes);
  if (!body.ok) return { ok: false as const, response: c.json({ message: body.message }, 400) };
  const checked = check(schema, body.value);
  if (!checked.ok) return { ok: false as const, response: c.json(checked.body, 400) };
  return { ok: true as const, value: checked.value };
}
