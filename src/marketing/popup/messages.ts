// The pop-up's words (content spec sections 4, 5 and 8), word for word.
import { FORM_MESSAGES } from '../forms/messages.ts';

export const POPUP_MESSAGES = {
  invalidForm: FORM_MESSAGES.invalidForm,
  requiredNote: '* Denotes a required field',
  failure: FORM_MESSAGES.failure,
  /** Spec section 8: a 409 from the SMS endpoint. */
  phoneTaken: 'Sorry this phone number is already associated with an account.',
  /** Spec section 4: on a phone with a mobile SMS link, instead of the phone form. */
  smsLink: 'Get Your Offers Now',
  /** Spec section 4: the success step's button, which closes the pop-up. */
  startShopping: 'Start Shopping',
} as const;
