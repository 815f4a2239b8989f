// The date-of-birth rule of the content spec (section 5): a date, in YYYY-MM-DD, at
// least 21 and at most 100 years before today.
export const MINIMUM_AGE = 21;
export const MAXIMUM_AGE = 100;

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Please enter a valid date',
  format: 'Please enter a valid date format MM-DD-YYYY',
  tooYoung: 'Must be at least 21 years old',
  outOfRange: 'Please enter a date within the date picker range',
} as const;

/** `years` before `today`, as YYYY-MM-DD (29 February falls back to the 28th). */
export function yearsBefore(today: Date, years: number): string {
  const y = today.getUTCFullYear() - years;
  const m = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(today.getUTCDate(), lastDay);
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The date picker's window (spec section 5): 100 years ago to 21 years ago, as YYYY-MM-DD. */
export function dateOfBirthRange(today: Date = new Date()): { min: string; max: string } {
  return { min: yearsBefore(today, MAXIMUM_AGE), max: yearsBefore(today, MINIMUM_AGE) };
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The message for a date of birth, or null when it is acceptable. The picker's max is 21 years ago. */
export function dateOfBirthError(value: string | undefined, today: Date = new Date()): string | null {
  const text = (value ?? '').trim();
  if (!text) return DATE_OF_BIRTH_MESSAGES.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return DATE_OF_BIRTH_MESSAGES.format;
  if (!isRealDate(text)) return DATE_OF_BIRTH_MESSAGES.required;
  const latest = yearsBefore(today, MINIMUM_AGE);
  if (text > latest) {
    // A date in the future or the last 21 years: too young, unless it is not a birth date at all.
    return text > yearsBefore(today, 0) ? DATE_OF_BIRTH_MESSAGES.outOfRange : DATE_OF_BIRTH_MESSAGES.tooYoung;
  }
  if (text < yearsBefore(today, MAXIMUM_AGE)) return DATE_OF_BIRTH_MESSAGES.outOfRange;
  return null;
}
