// The shapes of a generic marketing form (content spec section 3, "Generic form fields"):
// pure data that the browser's form kit renders and the server validates, so both ask
// the same questions with the same messages.

/**
 * One check on a field's value. Every rule but `required` passes a blank value, so an
 * optional field is only checked once something is typed into it. Each rule carries the
 * message shown under the field, except `dateOfBirth`, whose four messages are fixed by
 * the spec (see DATE_OF_BIRTH_MESSAGES).
 */
export type ValidationRule =
  /** A blank text value or an unticked checkbox fails. */
  | { type: 'required'; message: string }
  | { type: 'email'; message: string }
  /** A US number: 10 digits, optionally after a leading 1 (spaces, dots, dashes, brackets and + allowed). */
  | { type: 'phone'; message: string }
  /** YYYY-MM-DD, between 100 and 21 years before today. */
  | { type: 'dateOfBirth' }
  | { type: 'maxLength'; max: number; message: string }
  /** A US ZIP code: 5 digits, or ZIP+4. */
  | { type: 'zip'; message: string }
  /** The value must be one of the field's `options` (a select or radio group, such as the state). */
  | { type: 'oneOf'; message: string };

export type FieldType = 'text' | 'textarea' | 'checkbox' | 'date' | 'tel' | 'radio' | 'select' | 'email' | 'number' | 'hidden' | 'file';

/** Columns out of 12 per breakpoint (spec: "size {mobile, tablet, desktop} on a 12-column grid"). */
export type FieldSize = { mobile: number; tablet: number; desktop: number };

/** A field is asked (shown, validated and sent) only while every condition holds. */
export type FieldCondition = {
  field: string;
  /** The other field's value must equal this; left out, the other field must be filled in or ticked. */
  equals?: string | boolean;
};

/** A word or phrase of the label that links somewhere (the legal checkbox's policy links). */
export type LabelLink = {
  text: string;
  href: string;
  /** Opens in a new tab (a page elsewhere, linked from inside a form being filled). */
  newTab?: boolean;
};

export type FieldDefinition = {
  type: FieldType;
  name: string;
  /** Required fields end their label with '*' (the pop-up's "* Denotes a required field"). */
  label: string;
  /** Phrases of `label` to render as links, in the order they appear. */
  labelLinks?: LabelLink[];
  placeholder?: string;
  autocomplete?: string;
  defaultValue?: string | boolean;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  options?: { value: string; label: string }[];
  validationRules: ValidationRule[];
  size: FieldSize;
  dependsOn?: FieldCondition[];
  infoModal?: { title: string; body: string };
};

export type FormGroup = { legend?: string; fields: FieldDefinition[] };

export type FormDefinition = {
  /** The form block's form type, as spelt in the spec (e.g. 'GeneralWebsiteContactForm'). */
  formType: string;
  groups: FormGroup[];
  submitLabel: string;
  successMessage: string;
  /** The analytics source label sent with a submission when the block names none (e.g. 'Klaviyo: Corporate Gifting Form'). */
  analyticsSource?: string;
};

/** A generic form's values, flat: text as strings, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;
