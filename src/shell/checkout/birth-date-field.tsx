// The date of birth field, with the label, autocomplete token and range the checkout's field
// groups use (checkout-fields.tsx); a module of its own so the join wizard's first step
// carries it without the address and card fields.
import { TextField } from '../../ui/form/fields.tsx';
import type { FieldBinding } from '../../ui/form/use-form.ts';

/** The date of birth under `birthDate`: a date picker bounded to the 21+ window. */
export function BirthDateField({ field, min, max, hint }: { field: (path: string) => FieldBinding; min: string; max: string; hint: string }) {
  return <TextField {...field('birthDate')} label="Date of Birth*" required type="date" autoComplete="bday" min={min} max={max} hint={hint} />;
}
