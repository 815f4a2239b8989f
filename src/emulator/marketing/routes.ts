// The marketing platform's form endpoints (Klaviyo-shaped). Every accepted submission is
// stored in form_submissions (GET /__emulator/form-submissions), so nothing is lost.
//
//   POST /marketing/newsletter            the footer sign-up: { email, email_opt_in, accept_legal, consent, source? }
//   POST /marketing/forms/{formType}      a generic form: { fields: { name: string | boolean }, source?, extra_fields? }
//
// Both take the key in `x-api-key` and answer 202 with no body once stored; errors are
// `{ errors: [{ id, status, code, title, detail, source: { pointer } }] }`: 400 invalid,
// 401 not_authenticated, 429 throttled (while the throttle switch is on). The fault
// switch (PUT /__emulator/faults/marketing) applies in front of all of them.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../env.ts';
import { invalidInput, klaviyoError } from './errors.ts';
import { throttle } from './throttle.ts';

export const marketingApi = new Hono<EmulatorEnv>();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const FORM_TYPE = /^[A-Za-z0-9_-]{1,64}$/;
const FIELD_NAME = /^[a-z][a-z0-9_]{0,63}$/;

marketingApi.use(async (c, next) => {
  const key = c.req.header('x-api-key');
  if (!key || key !== c.env.MARKETING_API_KEY) {
    return klaviyoError(c, 401, 'not_authenticated', 'Authentication credentials were not provided.', 'Missing or invalid API key.');
  }
  return next();
});
marketingApi.use(throttle());

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

async function store(db: D1Database, formType: string, email: string | null, payload: unknown) {
  await db
    .prepare('INSERT INTO form_submissions (form_type, email, payload, created_at) VALUES (?, ?, ?, ?)')
    .bind(formType, email, JSON.stringify(payload), Date.now())
    .run();
}

marketingApi.post('/newsletter', async (c) => {
  const body = await readJson(c);
  if (!body.ok) return invalidInput(c, 'The request body must be valid JSON.');
  const value = body.value as Record<string, unknown> | null;
  const email = typeof value?.email === 'string' ? value.email : '';
  if (!EMAIL.test(email)) return invalidInput(c, 'A valid email is required.', '/email');
  await store(c.env.DB, 'newsletter', email, value);
  return c.body(null, 202);
});

/** A profile needs an address to reach: an e-mail (user_email or email) or a phone number. */
const FormSubmissionSchema = v.object({
  fields: v.pipe(
    v.record(v.pipe(v.string(), v.regex(FIELD_NAME, 'Field names are lower_snake_case.')), v.union([v.pipe(v.string(), v.maxLength(5000)), v.boolean()])),
    v.check((fields) => Object.keys(fields).length <= 50, 'At most 50 fields.'),
    v.check(
      (fields) => [fields.user_email, fields.email].some((email) => typeof email === 'string' && EMAIL.test(email)) || typeof fields.phone_number === 'string',
      'A submission needs a valid user_email or a phone_number.',
    ),
  ),
  source: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** The pop-up's extra fields, such as its A/B variant name: `{ variant }`. */
  extra_fields: v.optional(v.record(v.pipe(v.string(), v.regex(FIELD_NAME, 'Field names are lower_snake_case.')), v.pipe(v.string(), v.maxLength(200)))),
});

marketingApi.post('/forms/:formType', async (c) => {
  const formType = c.req.param('formType');
  if (!FORM_TYPE.test(formType)) return klaviyoError(c, 404, 'not_found', 'Not found.', 'No such form type.');
  const body = await readJson(c);
  if (!body.ok) return invalidInput(c, 'The request body must be valid JSON.');
  const parsed = v.safeParse(FormSubmissionSchema, body.value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    return invalidInput(c, issue?.message ?? 'Invalid submission.', `/${(path ?? '').replaceAll('.', '/')}`);
  }
  const { fields } = parsed.output;
  const email = [fields.user_email, fields.email].find((value): value is string => typeof value === 'string') ?? null;
  await store(c.env.DB, formType, email, parsed.output);
  return c.body(null, 202);
});
