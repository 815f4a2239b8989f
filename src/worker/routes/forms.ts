import { Hono } from 'hono';
import * as v from 'valibot';
import { createMarketingClient } from '../../marketing/client/index.ts';
import { FORM_MESSAGES, formSchema, getFormDefinition } from '../../marketing/forms/index.ts';
import { ConfigError } from '../config/index.ts';
import type { AppEnv } from '../context.ts';
import { check } from '../../platform/validation/index.ts';
import { readJsonBody } from './json-body.ts';

export const UNKNOWN_FORM_MESSAGE = 'This form does not exist.';

/**
 * POST /api/forms/{formType}: a generic form (the form block), validated with the same
 * rules the browser shows, then handed to the marketing backend with the key that stays
 * here. 201 only once the backend accepted it, so a visitor is never thanked for a
 * submission that was lost.
 */
export const forms = new Hono<AppEnv>();

/** What the form block adds beside the fields: the editor's analytics source label. */
const SubmissionSourceSchema = v.object({ source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });

/** The pop-up's `extra_fields` (content spec section 7): its A/B variant name, `{ variant }`. A few short strings. */
const ExtraFieldsSchema = v.object({
  extra_fields: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/)), v.pipe(v.string(), v.trim(), v.maxLength(200))),
    v.check((fields) => Object.keys(fields).length <= 5),
  ),
});

forms.post('/:formType', async (c) => {
  const definition = getFormDefinition(c.req.param('formType'));
  if (!definition) return c.json({ message: UNKNOWN_FORM_MESSAGE }, 404);
  const body = await readJsonBody(c);
  if (!body.ok) return c.json({ message: body.message }, 400);
  const fields = check(formSchema(definition), body.value);
  if (!fields.ok) return c.json(fields.body, 400);
  // A source that is not a short string is dropped, not refused.
  const meta = v.safeParse(SubmissionSourceSchema, body.value);
  const source = meta.success ? meta.output.source || undefined : undefined;
  // Extra fields that are not a few short strings are dropped, not refused, like the source.
  const extra = v.safeParse(ExtraFieldsSchema, body.value);
  const extraFields = extra.success && Object.keys(extra.output.extra_fields).length > 0 ? extra.output.extra_fields : undefined;

  const { config, fetcher, report } = c.get('app');
  const marketing = createMarketingClient({ apiUrl: config.marketingApiUrl, apiKey: config.marketingApiKey, fetcher, report });
  try {
    await marketing.submitForm(definition.formType, fields.value, { source, extraFields });
  } catch (error) {
    // A missing key is the deployment's fault, answered like any missing setting.
    if (error instanceof ConfigError) throw error;
    // The client has reported it, without the visitor's values.
    return c.json({ message: FORM_MESSAGES.failure }, 502);
  }
  return c.json({ message: definition.successMessage }, 201);
});
