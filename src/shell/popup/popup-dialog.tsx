// The pop-up itself, loaded only once its condition fires (popup-trigger.tsx): a modal
// dialog (src/ui/dialog: focus kept inside, Escape, aria-modal, focus returned on close)
// with the form type's steps (form, SMS, success), each form through the form kit.
// Combined types send the e-mail part, then the phone when one was given; each answer
// goes to the data layer, and an e-mail to the marketing tracker.
import { useEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { Img } from '../../ui/image/img.tsx';
import { DEFAULT_IMAGE_SETTINGS } from '../../ui/image/renditions.ts';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { trackActiveOnSite } from '../../analytics/marketing-tracker.ts';
import { dateOfBirthRange } from '../../marketing/forms/definitions.ts';
import type { PopupFormEndpoint } from '../../marketing/forms/popup.ts';
import { POPUP_MESSAGES } from '../../marketing/popup/messages.ts';
import { SMS_TERMS_LINK_TEXT, smsSubmitConsent } from '../../marketing/forms/sms-consent.ts';
import { buildPayload, normalizeValues, savedAfter, type PopupValues } from '../../marketing/popup/payload.ts';
import { atStep, clearFormDataCookie, closed, formDataCookie, readFormData, reopened, type PopupState } from '../../marketing/popup/persistence.ts';
import { signedUpCookie } from '../../marketing/popup/eligibility.ts';
import { fieldsOf, isRequired, nextStep, showsSmsLink, stepKind, submissionsOf } from '../../marketing/popup/steps.ts';
import type { PopupField } from '../../marketing/popup/types.ts';
import { popupField, validatePopupStep } from '../../marketing/popup/validation.ts';
import { buttonClassName, ButtonLink } from '../../ui/button/button.tsx';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { FormAlert, TextField } from '../../ui/form/fields.tsx';
import { postJson, type JsonFailure } from '../../ui/form/json-client.ts';
import { useForm } from '../../ui/form/use-form.ts';
import type { FormFailure } from '../../ui/form/form-state.ts';
import type { PopupStorage } from './popup-storage.ts';
import { isPhone } from './is-phone.ts';
import { popupStyle, POPUP_TITLE_ID, withTitleId } from './popup.rules.ts';
import type { PopupConfig, PopupImage } from './popup.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export type SmsConsentSettings = { brandName: string; termsUrl: string };

export type PopupDialogProps = {
  config: PopupConfig;
  /** The consent shown wherever the pop-up asks for a phone (or offers its texts link). */
  sms: SmsConsentSettings;
  open: boolean;
  /** Closed (close button, Escape, Start Shopping), with the state it was left in. */
  onClose: (state: PopupState) => void;
  /** Where its state is kept: the session's storage, or memory only for an editor (popup-storage.ts). */
  storage: PopupStorage;
};

const INPUT: Record<PopupField, { type: 'email' | 'date' | 'tel'; inputMode?: 'email' | 'tel' }> = {
  email: { type: 'email', inputMode: 'email' },
  age_gated_date_of_birth: { type: 'date' },
  phone_number: { type: 'tel', inputMode: 'tel' },
};

const pick = (values: PopupValues, fields: readonly PopupField[]): PopupValues => Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));

/** What a refused submission shows (content spec section 8). */
function failureOf(result: JsonFailure, showErrorMessage: boolean): FormFailure {
  if (result.status === 409) return { message: POPUP_MESSAGES.phoneTaken };
  // The route's field messages (the same rules as the form's) land on their fields.
  if (result.status === 400 && Object.keys(result.errors).length > 0) return { message: result.message, errors: result.errors };
  return { message: showErrorMessage ? POPUP_MESSAGES.failure : '' };
}

function Image({ image, position }: { image: PopupImage | null; position: 'top' | 'bottom' }) {
  if (!image) return null;
  // The dialog renders in the browser, which knows no deployment settings: this site's images only, the same on both sides.
  return (
    <Img
      className={`popup__image popup__image--${position}`}
      src={image.src}
      alt={image.altText}
      kind="content"
      sizes="(min-width: 640px) 600px, 100vw"
      loading="lazy"
      settings={DEFAULT_IMAGE_SETTINGS}
    />
  );
}

function RichText({ html, className, id, focusRef }: { html: string; className: string; id?: string; focusRef?: Ref<HTMLDivElement> }) {
  if (!html) return null;
  return <div className={`rich-text ${className}`} id={id} ref={focusRef} tabIndex={focusRef ? -1 : undefined} dangerouslySetInnerHTML={{ __html: trustedHtml(html) }} />;
}

/** The texts consent, with the mobile terms opening beside the pop-up (what was typed stays). */
function SmsConsent({ brandName, termsUrl }: SmsConsentSettings) {
  return (
    <p className="popup__sms-consent">
      {smsSubmitConsent(brandName)} See our{' '}
      <a href={termsUrl} target="_blank" rel="noopener noreferrer">
        {SMS_TERMS_LINK_TEXT}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}

export function PopupDialog({ config, sms, open, onClose, storage }: PopupDialogProps) {
  const { loadState, saveState } = storage;
  /** A document.cookie write, left out for an editor: a preview never changes their browser. */
  const writeCookie = (cookie: string) => {
    if (storage.persistent) document.cookie = cookie;
  };
  const type = config.formType;
  const variant = config.formConfigs.abTestingVariantName;
  const [state, setState] = useState<PopupState>(() => loadState(config.id, type));
  // Measured once: the form must not change under the visitor when a phone rotates.
  const [smsLink] = useState(() => Boolean(config.mobileSMSLink) && isPhone());
  const kind = stepKind(type, state.step);
  const stepOptions = { smsLink };
  const fields = fieldsOf(type, kind, stepOptions);
  /** The e-mail part already accepted: a retry after a refused SMS part does not send it twice. */
  const emailPartSent = useRef<string | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  const form = useForm<PopupValues>({
    idPrefix: 'popup',
    initialValues: () => ({ email: readFormData(document.cookie).email ?? '', age_gated_date_of_birth: '', phone_number: '' }),
    validate: (values) => validatePopupStep(type, fieldsOf(type, stepKind(type, state.step), stepOptions), values),
    invalidMessage: POPUP_MESSAGES.invalidForm,
  });

  // Each opening: shown again (the minimised button may have reopened it), remembered as
  // seen this session (enforceOnePopupPerSession), counted in the data layer.
  useEffect(() => {
    if (!open) return;
    const shown = reopened(state);
    setState(shown);
    saveState(config.id, shown);
    pushDataLayer('popupViewed', { formId: config.id, formType: type, abTestingVariantName: variant });
    // Only an opening counts; the state is read as it is at that moment.
  }, [open]);

  // A new step takes focus to its content, where the old step's button was.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    stepRef.current?.focus();
  }, [state.step]);

  function moveTo(step: number, signedUp: boolean) {
    const next = atStep(state, type, step);
    stepChanged.current = true;
    setState(next);
    saveState(config.id, next);
    form.reset();
    if (stepKind(type, step) === 'success') {
      // Spec section 4: reaching success removes the saved form data.
      writeCookie(clearFormDataCookie());
      if (signedUp) writeCookie(signedUpCookie(location.protocol === 'https:'));
    }
  }

  function close() {
    const next = closed(state);
    setState(next);
    saveState(config.id, next);
    onClose(next);
  }

  const submit = form.handleSubmit(async (values) => {
    const submissions = submissionsOf(type, kind, values, stepOptions);
    let saved = readFormData(document.cookie);
    for (const submission of submissions) {
      const own = pick(values, submission.fields);
      const isEmailPart = submission.formType !== 'popup-sms';
      const sentKey = isEmailPart ? JSON.stringify(normalizeValues(own)) : null;
      if (sentKey !== null && sentKey === emailPartSent.current) continue;
      const result = await postJson(`/api/forms/${submission.formType satisfies PopupFormEndpoint}`, buildPayload({ values: own, saved, source: config.source, abTestingVariantName: variant }));
      pushDataLayer('popupFormSubmission', { formId: config.id, formType: type, endpoint: submission.formType, success: result.ok, abTestingVariantName: variant });
      if (!result.ok) return failureOf(result, config.formConfigs.showErrorMessage);
      if (isEmailPart) {
        emailPartSent.current = sentKey;
        saved = savedAfter(saved, own);
        writeCookie(formDataCookie(saved));
        if (saved.email) trackActiveOnSite(saved.email);
      }
    }
    // Signed up: something was accepted now, or on an earlier step (its data is still saved).
    moveTo(nextStep(type, state.step), submissions.length > 0 || Boolean(saved.email));
  });

  const content = kind === 'form' ? config.formStepContent : kind === 'sms' ? config.smsStepContent : config.successStepContent;
  const footnote = kind === 'form' ? config.formStepFootnote : kind === 'sms' ? config.smsFootnote : '';
  const titled = withTitleId(content);
  const hasRequired = fields.some((field) => isRequired(type, field));
  const link = showsSmsLink(type, kind, stepOptions) && config.mobileSMSLink;
  // Steps that are only the SMS link have nothing to submit.
  const hasSubmit = kind !== 'success' && !(link && fields.length === 0);
  const range = dateOfBirthRange();
  // Content spec section 2: every SMS sign-up states the terms and links the mobile terms.
  const signsUpTexts = fields.includes('phone_number') || Boolean(link);

  return (
    <Dialog open={open} onClose={close} labelledBy={POPUP_TITLE_ID} className={`popup popup--${config.design}`} style={popupStyle(config) as CSSProperties}>
      <button type="button" className="icon-button popup__close" aria-label="Close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      <Image image={config.topImage} position="top" />
      <div className="popup__step" data-step={kind}>
        {titled.titled ? null : (
          <h2 className="visually-hidden" id={POPUP_TITLE_ID}>
            {config.minimizedText ?? 'Sign up for offers'}
          </h2>
        )}
        {titled.html ? <RichText html={titled.html} className="popup__content" focusRef={stepRef} /> : <div ref={stepRef} tabIndex={-1} />}
        {kind === 'success' ? (
          <div className="popup__success">
            {config.formConfigs.showSuccessMessage ? <p className="popup__message">{config.formConfigs.successMessage}</p> : null}
            <button type="button" className={buttonClassName(config.contactFormButtonDesign)} onClick={close}>
              {POPUP_MESSAGES.startShopping}
            </button>
          </div>
        ) : (
          <form ref={form.formRef} className="popup__form" noValidate onSubmit={submit} aria-busy={form.busy}>
            <FormAlert message={form.alert} alertRef={form.alertRef} />
            {hasRequired ? <p className="form-required-note">{POPUP_MESSAGES.requiredNote}</p> : null}
            {fields.map((field) => {
              const definition = popupField(type, field);
              return (
                <TextField
                  key={field}
                  {...form.field(field)}
                  label={definition.label}
                  required={isRequired(type, field)}
                  type={INPUT[field].type}
                  inputMode={INPUT[field].inputMode}
                  autoComplete={definition.autocomplete}
                  placeholder={definition.placeholder}
                  maxLength={definition.maxLength}
                  min={field === 'age_gated_date_of_birth' ? range.min : undefined}
                  max={field === 'age_gated_date_of_birth' ? range.max : undefined}
                />
              );
            })}
            {link ? (
              <a className={`${buttonClassName(config.contactFormButtonDesign)} popup__sms-link`} href={link} onClick={() => moveTo(nextStep(type, state.step), false)}>
                {POPUP_MESSAGES.smsLink}
              </a>
            ) : null}
            {signsUpTexts ? <SmsConsent {...sms} /> : null}
            {hasSubmit ? (
              <button type="submit" className={buttonClassName(config.contactFormButtonDesign)} aria-disabled={form.busy}>
                {form.busy ? 'Sending…' : config.formConfigs.submitButtonText}
              </button>
            ) : null}
            {type === 'No Input' && config.button ? (
              <ButtonLink href={config.button.href} design={config.button.design} outlined={config.button.outlined} ariaLabel={config.button.ariaLabel}>
                {config.button.text}
              </ButtonLink>
            ) : null}
          </form>
        )}
        <RichText html={footnote} className="popup__footnote" />
      </div>
      <Image image={config.bottomImage} position="bottom" />
    </Dialog>
  );
}
