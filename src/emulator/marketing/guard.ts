// What every call of Klaviyo's server API must carry (klaviyo/openapi, openapi/stable.json:
// `security: Klaviyo-API-Key`, an `Authorization` header "Klaviyo-API-Key <private key>";
// every operation's required header parameter `revision`, "API endpoint revision (format:
// YYYY-MM-DD[.suffix])"; request bodies under `application/vnd.api+json`).
import type { Context, MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { invalidInput, klaviyoError } from './errors.ts';

const REVISION = /^(\d{4})-(\d{2})-(\d{2})(?:\.[a-z0-9]+)?$/;
/**
 * The newest stable revision the twin knows (Klaviyo's revision notes, developers.klaviyo.com
 * ".../references/revision-changes.md": "Current stable revision: 2026-10-15"). A later date
 * names no revision. Unverified: whether Klaviyo checks a date against its list of
 * revisions or only its format; retired ones (2022 to 2024) "silently fall forward".
 */
export const LATEST_REVISION = '2026-10-15';

/** `revision` is a real calendar date, not after the newest revision. */
export function isKnownRevision(value: string): boolean {
  const match = REVISION.exec(value);
  if (!match) return false;
  const date = value.slice(0, 10);
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date && date <= LATEST_REVISION;
}

/** The private key after "Klaviyo-API-Key ", or null when the header has another form. */
function privateKey(header: string): string | null {
  const match = /^Klaviyo-API-Key\s+(\S+)$/.exec(header.trim());
  return match?.[1] ?? null;
}

function checkAuth(c: Context<EmulatorEnv>) {
  const header = c.req.header('authorization');
  if (!header) {
    return klaviyoError(c, 401, 'not_authenticated', 'Authentication credentials were not provided.', 'Missing or invalid private key.', { pointer: '/data/' });
  }
  if (privateKey(header) !== c.env.MARKETING_API_KEY) {
    // Unverified: the wrong key's code and title are DRF's AuthenticationFailed.
    return klaviyoError(c, 401, 'authentication_failed', 'Incorrect authentication credentials.', 'Missing or invalid private key.', { pointer: '/data/' });
  }
  return null;
}

function checkRevision(c: Context<EmulatorEnv>) {
  const revision = c.req.header('revision');
  // Unverified: the detail and the `parameter` source; the OpenAPI only marks the header required.
  if (!revision) return invalidInput(c, 'Missing `revision` header.', { parameter: 'revision' });
  if (!isKnownRevision(revision.trim())) return invalidInput(c, `Invalid revision: ${revision.trim()}. Use a revision in the form YYYY-MM-DD.`, { parameter: 'revision' });
  return null;
}

/** The key, then the revision: a call that fails both is answered 401. */
export function klaviyoGuard(): MiddlewareHandler<EmulatorEnv> {
  return async function guard(c, next) {
    const refused = checkAuth(c) ?? checkRevision(c);
    if (refused) return refused;
    return next();
  };
}

/**
 * The body as JSON, when it came as JSON:API (`application/vnd.api+json`; plain
 * `application/json` is taken too, unverified). Otherwise the response to send.
 */
export async function readJsonApiBody(c: Context<EmulatorEnv>): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/vnd.api+json' && type !== 'application/json') {
    return {
      ok: false,
      response: klaviyoError(c, 415, 'unsupported_media_type', 'Unsupported media type.', `Unsupported media type "${type}" in request.`),
    };
  }
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false, response: invalidInput(c, 'JSON parse error.') };
  }
}
