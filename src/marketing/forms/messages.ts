// The generic form messages of content spec section 5, word for word. The examples in
// the two "valid ..." messages are ours: the spec leaves them as {email} and {phone}.
export const EXAMPLE_EMAIL = 'name@example.com';
export const EXAMPLE_PHONE = '555-555-5555';

export const FORM_MESSAGES = {
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  emailRequired: 'Please enter email address',
  emailInvalid: `Please provide a valid email address (eg: ${EXAMPLE_EMAIL})`,
  phoneInvalid: `Please enter a valid phone number (e.g. ${EXAMPLE_PHONE})`,
  stateRequired: 'Please select a state',
  streetRequired: 'Please enter street address',
  cityRequired: 'Please enter city',
  zipRequired: 'Please enter zip',
  required: 'This field is required',
  messageInvalid: 'Please enter a valid message',
  /** Spec section 8: the summary above a form with errors. */
  invalidForm: 'Please correct the fields in red',
  /** Spec section 8: the form block's default success message. */
  success: "Thanks for contacting us. We'll get back to you as soon as possible.",
  /** Spec section 8: the marketing backend failed or could not be reached. */
  failure: 'Something went wrong, please try again in a few minutes.',
} as const;

/** Content spec section 3: the marketing-platform signup form block's default success message. */
export const SIGNUP_SUCCESS_MESSAGE = 'Thank you for signing up!';

/** Content spec section 8: the SMS endpoint's 409, a phone number that already belongs to another profile. */
export const DUPLICATE_PHONE_MESSAGE = 'Sorry this phone number is already associated with an account.';

/** For limits the spec leaves unworded (a 10 kB name, say): still a message a person can act on. */
export const tooLongMessage = (max: number) => `Please use at most ${max} characters`;
