// The pop-up's steps per form type (content spec section 4, "Pop-up steps"): step 1 is
// the form; the multi-step types ask for the phone on step 2 and thank on step 3; the
// single-step types thank on step 2. Also which fields each step asks and which of the
// three form endpoints each submit goes to, in order.
// Type only: the browser's pop-up trigger loads this file and must stay small.
import type { PopupFormEndpoint } from '../forms/popup.ts';
import type { PopupField, PopupFormType, PopupStepKind } from './types.ts';

const MULTI_STEP: ReadonlySet<PopupFormType> = new Set(['Multi Step-Email+SMS', 'Multi Step-Email/DOB+SMS']);

export const isMultiStep = (type: PopupFormType) => MULTI_STEP.has(type);

/** The steps of a form type, first to last. */
export function stepsOf(type: PopupFormType): readonly PopupStepKind[] {
  return isMultiStep(type) ? ['form', 'sms', 'success'] : ['form', 'success'];
}

/** Steps are numbered from 1, as stored; a number out of range is the form. */
export function stepKind(type: PopupFormType, step: number): PopupStepKind {
  const steps = stepsOf(type);
  return steps[step - 1] ?? 'form';
}

/** The success step's number. */
export const successStep = (type: PopupFormType) => stepsOf(type).length;

/** The step after `step`, never past success. */
export const nextStep = (type: PopupFormType, step: number) => Math.min(Math.max(step, 1) + 1, successStep(type));

/** A stored step that fits the type (a type changed by an editor since, say), else 1. */
export function validStep(type: PopupFormType, step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= successStep(type) ? step : 1;
}

const FORM_FIELDS: Readonly<Record<PopupFormType, readonly PopupField[]>> = {
  'No Input': [],
  'Email Only': ['email'],
  'Email and DOB': ['email', 'age_gated_date_of_birth'],
  'SMS Only': ['phone_number'],
  'Email+SMS': ['email', 'phone_number'],
  'Email and DOB + SMS': ['email', 'age_gated_date_of_birth', 'phone_number'],
  'Multi Step-Email+SMS': ['email'],
  'Multi Step-Email/DOB+SMS': ['email', 'age_gated_date_of_birth'],
};

export type StepOptions = {
  /** A phone with the editor's mobile SMS link: 'Get Your Offers Now' replaces the phone form. */
  smsLink?: boolean;
};

/** The fields a step asks, in order. */
export function fieldsOf(type: PopupFormType, kind: PopupStepKind, options: StepOptions = {}): readonly PopupField[] {
  const fields: readonly PopupField[] = kind === 'form' ? FORM_FIELDS[type] : kind === 'sms' ? ['phone_number'] : [];
  return options.smsLink ? fields.filter((field) => field !== 'phone_number') : fields;
}

/** Whether a step shows the mobile SMS link (where it would have asked for the phone). */
export function showsSmsLink(type: PopupFormType, kind: PopupStepKind, options: StepOptions): boolean {
  return Boolean(options.smsLink) && fieldsOf(type, kind).includes('phone_number');
}

/** Spec section 5: the phone is required for SMS Only, optional for the combined types. */
export const isPhoneRequired = (type: PopupFormType) => type === 'SMS Only';

/** Whether a field must be filled in on this form type (every e-mail and date of birth asked is). */
export const isRequired = (type: PopupFormType, field: PopupField) => field !== 'phone_number' || isPhoneRequired(type);

/** One call to the marketing form endpoints: which one, with which of the step's fields. */
export type PopupSubmission = { formType: PopupFormEndpoint; fields: readonly PopupField[] };

/**
 * What submitting a step sends, in order (spec sections 4 and 7): the e-mail part first
 * (with the date of birth when asked), then, when a phone number was given, the SMS part.
 * No Input sends nothing; neither does a blank optional phone.
 */
export function submissionsOf(type: PopupFormType, kind: PopupStepKind, values: Partial<Record<PopupField, string>>, options: StepOptions = {}): PopupSubmission[] {
  const asked = fieldsOf(type, kind, options);
  const submissions: PopupSubmission[] = [];
  const emailPart = asked.filter((field) => field !== 'phone_number');
  if (emailPart.includes('email')) {
    submissions.push({ formType: emailPart.includes('age_gated_date_of_birth') ? 'popup-email-dob' : 'popup-email', fields: emailPart });
  }
  if (asked.includes('phone_number') && (values.phone_number ?? '').trim() !== '') {
    submissions.push({ formType: 'popup-sms', fields: ['phone_number'] });
  }
  return submissions;
}
