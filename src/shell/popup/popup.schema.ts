// The `popup` content model's options (content spec section 3, "Pop-up"; limits of
// section 5 and defaults of section 9), turned into the clean PopupConfig the browser
// gets: defaults filled in, numbers held to their limits, rich text sanitised. Editors
// clearing a field leave null in it: that reads as the default. A field of the wrong
// kind falls back to its default too; only a pop-up whose form type is unknown is refused.
import * as v from 'valibot';
import { IMAGE_URL_PATTERN } from '../../content/image-url/index.ts';
import { ButtonOptionSchema } from '../../blocks/kit/inputs/button-option.schema.ts';
import { BUTTON_DESIGNS } from '../../blocks/kit/inputs/button.schema.ts';
import { DEFAULT_SCROLL_THRESHOLD, MAX_SCROLL_THRESHOLD, MIN_SCROLL_THRESHOLD } from '../../marketing/popup/load-conditions.ts';
import { DEFAULT_EXCLUDED_URLS } from '../../marketing/popup/eligibility.ts';
import { LOAD_CONDITIONS, POPUP_FORM_TYPES } from '../../marketing/popup/types.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';

export const POPUP_DESIGNS = ['white', 'cream', 'gray', 'black'] as const;
export const DEFAULT_MAX_WIDTH = 600;
export const MIN_MAX_WIDTH = 250;
export const MAX_MAX_WIDTH = 800;
export const DEFAULT_MIN_HEIGHT = 550;
export const DEFAULT_SUBMIT_TEXT = 'Submit';
export const DEFAULT_POPUP_SUCCESS = 'Thank you for signing up!';

/** A value, or `fallback` when it is null, missing or of the wrong kind. */
function settled<S extends v.GenericSchema, const F>(schema: S, fallback: F) {
  return v.fallback(v.nullish(schema, fallback as never), fallback as never) as unknown as v.GenericSchema<unknown, v.InferOutput<S> | F>;
}

const clamp = (min: number, max: number) => v.transform((n: number) => Math.min(max, Math.max(min, Math.round(n))));
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const optionalText = (max: number) =>
  settled(
    v.pipe(
      text(max),
      v.transform((value) => value || null),
    ),
    null,
  );
const richText = settled(
  v.pipe(
    v.string(),
    v.transform((html) => sanitizeRichText(html).trim()),
  ),
  '',
);

/** Images come from the site or over https (the one rule for images: content/image-url). */
const ImageSchema = v.pipe(
  v.union([v.string(), v.object({ image: v.optional(v.string()), src: v.optional(v.string()), altText: v.optional(v.string()) })]),
  v.transform((input) => (typeof input === 'string' ? { src: input.trim(), altText: '' } : { src: (input.image ?? input.src ?? '').trim(), altText: (input.altText ?? '').trim() })),
  v.transform((image) => (IMAGE_URL_PATTERN.test(image.src) ? image : null)),
);

/** Spec section 4: on phones, 'Get Your Offers Now' opens the messaging app (or a sign-up page). */
const SMS_LINK = /^(sms:|smsto:|https?:\/\/)\S+$/i;

export const PopupOptionsSchema = v.object({
  design: settled(v.pipe(v.string(), v.toLowerCase(), v.picklist(POPUP_DESIGNS)), 'white'),
  loadConditions: settled(v.picklist(LOAD_CONDITIONS), 'Default'),
  threshold: settled(v.pipe(v.number(), v.finite(), clamp(MIN_SCROLL_THRESHOLD, MAX_SCROLL_THRESHOLD)), DEFAULT_SCROLL_THRESHOLD),
  delayTime: settled(v.pipe(v.number(), v.finite(), clamp(0, 10 * 60 * 1000)), 0),
  enforceOnePopupPerSession: settled(v.boolean(), false),
  excludedUrls: settled(
    v.pipe(
      v.array(v.object({ excludedUrl: v.nullish(v.string(), '') })),
      v.transform((rows) => rows.map((row) => row.excludedUrl.trim()).filter(Boolean)),
    ),
    [...DEFAULT_EXCLUDED_URLS],
  ),
  backgroundImage: settled(ImageSchema, null),
  topImage: settled(ImageSchema, null),
  bottomImage: settled(ImageSchema, null),
  formType: v.picklist(POPUP_FORM_TYPES, `Pick a form type: ${POPUP_FORM_TYPES.join(', ')}`),
  mobileSMSLink: settled(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((link) => (SMS_LINK.test(link) ? link : null)),
    ),
    null,
  ),
  formStepContent: richText,
  formStepFootnote: richText,
  smsStepContent: richText,
  smsFootnote: richText,
  successStepContent: richText,
  formConfigs: settled(
    v.object({
      submitButtonText: settled(
        v.pipe(
          text(60),
          v.transform((value) => value || DEFAULT_SUBMIT_TEXT),
        ),
        DEFAULT_SUBMIT_TEXT,
      ),
      successMessage: settled(
        v.pipe(
          text(500),
          v.transform((value) => value || DEFAULT_POPUP_SUCCESS),
        ),
        DEFAULT_POPUP_SUCCESS,
      ),
      showErrorMessage: settled(v.boolean(), true),
      showSuccessMessage: settled(v.boolean(), true),
      abTestingVariantName: optionalText(100),
    }),
    { submitButtonText: DEFAULT_SUBMIT_TEXT, successMessage: DEFAULT_POPUP_SUCCESS, showErrorMessage: true, showSuccessMessage: true, abTestingVariantName: null },
  ),
  minimizedText: optionalText(60),
  contactFormButtonDesign: settled(v.picklist(BUTTON_DESIGNS), 'red'),
  button: settled(ButtonOptionSchema, null),
  maxWidth: settled(v.pipe(v.number(), v.finite(), clamp(MIN_MAX_WIDTH, MAX_MAX_WIDTH)), DEFAULT_MAX_WIDTH),
  minHeight: settled(v.pipe(v.number(), v.finite(), clamp(0, 1000)), DEFAULT_MIN_HEIGHT),
});

export type PopupOptions = v.InferOutput<typeof PopupOptionsSchema>;

/** A pop-up as the browser gets it: its options plus its id and the analytics source. Nothing secret. */
export type PopupConfig = PopupOptions & {
  /** The content entry's id: the key of its saved state and the data layer's form id. */
  id: string;
  /** Sent with each submission, for the marketing platform. */
  source: string;
};

export type PopupImage = NonNullable<PopupOptions['topImage']>;

/** The config of a `popup` entry, or the reason it cannot show. */
export function popupConfig(entry: { id: string; name: string; data: Record<string, unknown> }): { ok: true; config: PopupConfig } | { ok: false; reason: string } {
  const parsed = v.safeParse(PopupOptionsSchema, entry.data);
  if (!parsed.success) return { ok: false, reason: v.summarize(parsed.issues) };
  return { ok: true, config: { ...parsed.output, id: entry.id, source: `Pop-up: ${entry.name || entry.id}` } };
}
