// The pop-up (`popup` content model, content spec sections 3 and 4): its form types and
// load conditions. Pure data; the content options' schema is the shell's (src/shell/popup).

/** Spec section 3, "Pop-up form types", as spelt. */
export const POPUP_FORM_TYPES = ['No Input', 'Email Only', 'Email and DOB', 'SMS Only', 'Email+SMS', 'Email and DOB + SMS', 'Multi Step-Email+SMS', 'Multi Step-Email/DOB+SMS'] as const;
export type PopupFormType = (typeof POPUP_FORM_TYPES)[number];

export const LOAD_CONDITIONS = ['Default', 'Scroll', 'Delay', 'Exit Intent'] as const;
export type LoadCondition = (typeof LOAD_CONDITIONS)[number];

/** What a pop-up can ask, named as the marketing backend takes it. */
export type PopupField = 'email' | 'age_gated_date_of_birth' | 'phone_number';

/** What a pop-up step shows: the form, the SMS form of the multi-step types, the thanks. */
export type PopupStepKind = 'form' | 'sms' | 'success';
