// Commerce7's error shape and request-body reading: a client mistake is a 400/422 with
// a message the storefront can show, never a 500.
// Source: skynet-watcher/Commerce7 docs/developer/api/commerce7-apis.md ("Errors": { statusCode,
// type, message, errors: [] }).
import type { Context } from 'hono';
import * as v from 'valibot';

export type ErrorType = 'validation' | 'unauthorized' | 'notFound' | 'conflict' | 'serverError';
type ErrorStatus = 400 | 401 | 404 | 409 | 422 | 500;

/** Commerce7's error body: { statusCode, type, message, errors: [] } (app-platform/authenticate-app.md). */
export function fail(c: Context, status: ErrorStatus, type: ErrorType, message: string): Response {
  return c.json({ statusCode: status, type, message, errors: [] }, status);
}

export const notFound = (c: Context, message: string) => fail(c, 404, 'notFound', message);
export const invalid = (c: Context, message: string) => fail(c, 422, 'validation', message);
export const conflict = (c: Context, message: string) => fail(c, 409, 'conflict', message);
export const unauthorized = (c: Context, message: string) => fail(c, 401, 'unauthorized', message);

/**
 * Reads a JSON body against `schema`; on failure answers (422 unless told) with the first
 * issue's message, prefixed by its path unless the schema's messages name their fields.
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  options: { status?: 400 | 422; prefixPath?: boolean } = {},
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: fail(c, 400, 'validation', 'The request body must be valid JSON.') };
  }
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return { ok: true, value: parsed.output };
  const message = issueMessage(parsed.issues[0], options.prefixPath ?? true);
  return { ok: false, response: fail(c, options.status ?? 422, 'validation', message) };
}

function issueMessage(issue: v.BaseIssue<unknown> | undefined, prefixPath: boolean): string {
  if (!issue) return 'The request body is not valid.';
  const path = prefixPath ? v.getDotPath(issue) : null;
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** A short trimmed string field; the cap keeps a 10 kB "e-mail" out of the database. */
export const Text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));
export const Email = v.pipe(v.string('email must be a string.'), v.trim(), v.nonEmpty('email is required.'), v.maxLength(254, 'email is too long.'));

export function nowIso(): string {
  return new Date().toISOString();
}

/** True when D1 refused a write for breaking a UNIQUE constraint or index. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
