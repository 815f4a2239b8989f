import { Hono } from 'hono';
import * as v from 'valibot';
import { isDuplicateProfile } from '../../marketing/client/index.ts';
import { DUPLICATE_PHONE_MESSAGE, FORM_MESSAGES, formSchema, getFormDefinition } from '../../marketing/forms/index.ts';
import { ConfigError } from '../config/index.ts';
import type { AppEnv } from '../context.ts';
import { check } from '../../platform/validation/index.ts';
import { readJsonBody } from '../http/json-body.ts';

export const UNKNOWN_FORM_MESSAGE = 'This form does not exist.';

/**
 * POST /api/forms/{formType}: a generic form (the form block's, the signup block's, the
 * pop-up's), validated with the same rules the browser shows, then handed to the
 * marketing backend with the key that stays here. 201 only once the backend accepted
 * it, so a visitor is never thanked for a submission that was lost.
 */
export const forms = new Hono<AppEnv>();

const shortText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));

/** What a form sends beside its fields: the analytics source, the sweepstakes' name, the pop-up's A/B variant. */
const SubmissionMetaSchema = v.object({
  source: v.fallback(shortText(200), undefined),
  sweepstakesName: v.fallback(shortText(200), undefined),
  extra_fields: v.fallback(v.optional(v.object({ variant: v.fallback(shortText(100), undefined) })), undefined),
});

forms.post('/:formType', async (c) => {
  const definition = getFormDefinition(c.req.param('formType'));
  if (!definition) return c.json({ message: UNKNOWN_FORM_MESSAGE }, 404);
  const body = await readJsonBody(c);
  if (!body.ok) return c.json({ message: body.message }, 400);
  const fields = check(formSchema(definition), body.value);
  if (!fields.ok) return c.json(fields.body, 400);
  // Meta that is not short text is dropped, not refused: the fields are what the visitor typed.
  const meta = v.parse(SubmissionMetaSchema, body.value);

  const marketing = c.get('app').marketing();
  try {
    await marketing.submitForm(definition.formType, fields.value, {
      source: meta.source || definition.analyticsSource,
      sweepstakesName: meta.sweepstakesName || undefined,
      extraFields: meta.extra_fields,
    });
  } catch (error) {
    // A missing key is the deployment's fault, answered like any missing setting.
    if (error instanceof ConfigError) throw error;
    if (isDuplicateProfile(error)) return c.json({ message: DUPLICATE_PHONE_MESSAGE, errors: { phone_number: DUPLICATE_PHONE_MESSAGE } }, 409);
    // The client has reported it, without the visitor's values.
    return c.json({ message: FORM_MESSAGES.failure }, 502);
  }
  return c.json({ message: definition.successMessage }, 201);
});
