// The SMS consent's words (content spec sections 2, 5 and 9): recurring automated marketing
// texts, consent not a condition of purchase, HELP and STOP, frequency, rates, and the link
// to the mobile terms of service (the SMS_TERMS_URL setting). Constants only: the pop-up's
// dialog imports them without the form definitions.

/** The link every SMS consent ends with. */
export const SMS_TERMS_LINK_TEXT = 'Mobile Terms of Service';

/** The rules every SMS consent states, in the spec's order. */
export const SMS_CONSENT_TERMS = 'Consent is not a condition of purchase. Reply HELP for help and STOP to cancel. Message frequency varies. Message and data rates may apply.';

/** Where a consent names the mobile terms: "See our Mobile Terms of Service." */
export const SMS_TERMS_SENTENCE = `See our ${SMS_TERMS_LINK_TEXT}.`;

/**
 * What a form that signs up a phone by submitting it says (the pop-up: typing the number
 * and sending is the consent), before the terms sentence.
 */
export function smsSubmitConsent(brandName: string): string {
  return `By submitting your phone number, you agree to receive recurring automated marketing text messages from ${brandName} at the number provided. ${SMS_CONSENT_TERMS}`;
}
