// What one pop-up submission sends (content spec section 7): `consent: true`, the data
// the visitor already submitted, the A/B variant name in `extra_fields` (when set), and
// the step's fields with the phone as E.164 and the date as YYYY-MM-DD. Keys naming a
// form id are dropped from the copy (spec section 5).
import { normalizePhone } from '../forms/rules.ts';
import type { PopupField } from './types.ts';

export type PopupValues = Partial<Record<PopupField, string>>;

/** What is kept between steps (and page loads) of a pop-up: spec section 3, "Saved submitted form data". */
export type SavedFormData = { email?: string; age_gated_date_of_birth?: string };

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

const pad = (value: string) => value.padStart(2, '0');

/**
 * A date of birth as YYYY-MM-DD: a date picker's value as it is, a typed MM-DD-YYYY or
 * MM/DD/YYYY (the spec's format message) reordered. Anything else is returned trimmed,
 * for the date rule to name.
 */
export function normalizeDate(value: string): string {
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
  const us = US_DATE.exec(text);
  if (us) return `${us[3]}-${pad(us[1]!)}-${pad(us[2]!)}`;
  return text;
}

/** The values as sent: trimmed, phone as E.164 (left as typed when it is not a US number), date as YYYY-MM-DD; blanks left out. */
export function normalizeValues(values: PopupValues): PopupValues {
  const out: PopupValues = {};
  for (const [field, raw] of Object.entries(values) as [PopupField, string | undefined][]) {
    const text = (raw ?? '').trim();
    if (!text) continue;
    if (field === 'phone_number') out[field] = normalizePhone(text) ?? text;
    else if (field === 'age_gated_date_of_birth') out[field] = normalizeDate(text);
    else out[field] = text;
  }
  return out;
}

/** A copy without the keys that carry a form id (`form_id`, `klaviyo_form_id`, ...). */
export function withoutFormIds<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !key.toLowerCase().includes('form_id'))) as Partial<T>;
}

export type PayloadInput = {
  /** The submission's own fields (normalised here). */
  values: PopupValues;
  /** What the visitor submitted before (an SMS part carries the e-mail part's data). */
  saved: SavedFormData & Record<string, unknown>;
  source: string;
  abTestingVariantName: string | null;
};

/** The JSON body of one call to /api/forms/popup-{email,email-dob,sms}. */
export function buildPayload({ values, saved, source, abTestingVariantName }: PayloadInput): Record<string, unknown> {
  const variant = abTestingVariantName?.trim();
  return withoutFormIds({
    ...saved,
    ...normalizeValues(values),
    consent: true,
    source,
    ...(variant ? { extra_fields: { variant } } : {}),
  });
}

/** What a successful submission adds to the saved data: the e-mail and date of birth, never the phone. */
export function savedAfter(saved: SavedFormData, values: PopupValues): SavedFormData {
  const sent = normalizeValues(values);
  const next: SavedFormData = { ...saved };
  if (sent.email) next.email = sent.email;
  if (sent.age_gated_date_of_birth) next.age_gated_date_of_birth = sent.age_gated_date_of_birth;
  return next;
}
