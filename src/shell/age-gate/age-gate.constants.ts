export const AGE_GATE_COOKIE = 'age_gate';
/** Spec: accepting stores the flag "false" under the age-gate key. */
export const AGE_GATE_ACCEPTED = 'false';
export const AGE_GATE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
