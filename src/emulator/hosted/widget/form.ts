// The form kit the checkout, the sign-in and the club sign-up share: labelled fields with
// their error messages, the checks, and the card step. The fields of the view on screen are
// kept here by name ('shipTo.city', 'payment.cvv') for the checks and the focus.
// Refusals (a declined card, stock gone, an e-mail that has an account) keep what was typed.
// Cards are tokenised by the gateway before anything is sent (skynet-watcher/Commerce7
// docs/developer/resources/customer-credit-cards.md); the fields and wording are unverified.
import { el } from './dom.ts';
import { MESSAGES, STATES } from './messages.ts';
import { loadTokenizer, type CardToken } from './session.ts';

type Control = HTMLInputElement | HTMLSelectElement;
/** A field's name and the message to show on it. */
export type Found = Record<string, string>;

let fields: Record<string, Control> = {};
let errors: Record<string, HTMLElement> = {};

/** A new view's fields replace the last view's. */
export function resetFields(): void {
  fields = {};
  errors = {};
}

export function control(name: string): Control | undefined {
  return fields[name];
}

// `wide` and `half` place the field in the grid; an input keeps every option as an attribute, as it always has.
export type FieldOptions = { type?: string; autocomplete?: string; maxlength?: string; inputmode?: string; placeholder?: string; wide?: boolean; half?: boolean; options?: readonly string[] };

export function field(name: string, label: string, attrs?: FieldOptions): HTMLDivElement {
  const id = 'c7-' + name.replace(/\W/g, '-');
  const given: FieldOptions = attrs || {};
  const { options, ...rest } = given;
  const input: Control = options
    ? el(
        'select',
        { id, name, required: true, autocomplete: rest.autocomplete },
        [el('option', { value: '', text: rest.placeholder || '' })].concat(options.map((o) => el('option', { value: o, text: o }))),
      )
    : el('input', Object.assign({ id, name, type: 'text' }, rest));
  const message = el('p', { id: id + '-error', class: 'form-field__error', hidden: true });
  fields[name] = input;
  errors[name] = message;
  return el('div', { class: 'form-field' + (rest.wide ? ' checkout__wide' : '') + (rest.half ? ' checkout__half' : '') }, [
    el('label', { for: id, class: 'form-field__label', text: label }),
    input,
    message,
  ]);
}

export function showError(name: string, text: string | undefined): void {
  const input = fields[name];
  const message = errors[name];
  if (!input || !message) return;
  message.textContent = text || '';
  message.hidden = !text;
  if (text) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', message.id);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

/** The field's value, trimmed ('' for no such field). */
export function value(name: string): string {
  const input = fields[name];
  return input ? String(input.value).trim() : '';
}

/** The field's value as typed (a password). */
export function rawValue(name: string): string {
  const input = fields[name];
  return input ? input.value : '';
}

export function showErrors(found: Found): void {
  Object.keys(fields).forEach((name) => showError(name, found[name]));
}

export function checkEmail(found: Found, name: string): void {
  const email = value(name);
  if (!email) found[name] = MESSAGES.email;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) found[name] = MESSAGES.emailInvalid;
}

/** Date of birth, 21 or older today. */
export function checkBirthDate(found: Found, name: string): void {
  const birth = value(name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) found[name] = MESSAGES.birthDate;
  else if (String(Number(birth.slice(0, 4)) + 21) + birth.slice(4) > new Date().toISOString().slice(0, 10)) found[name] = MESSAGES.underage;
}

export function checkAddress(found: Found, prefix: string): void {
  if (!value(prefix + 'firstName')) found[prefix + 'firstName'] = MESSAGES.firstName;
  if (!value(prefix + 'lastName')) found[prefix + 'lastName'] = MESSAGES.lastName;
  if (!value(prefix + 'address')) found[prefix + 'address'] = MESSAGES.address;
  if (!value(prefix + 'city')) found[prefix + 'city'] = MESSAGES.city;
  if (!value(prefix + 'stateCode')) found[prefix + 'stateCode'] = MESSAGES.state;
  if (!/^(\d{5}|\d{9})$/.test(value(prefix + 'zipCode').replace(/[\s-]/g, ''))) found[prefix + 'zipCode'] = MESSAGES.zip;
}

export function checkCard(found: Found): void {
  if (!value('payment.cardHolderName')) found['payment.cardHolderName'] = MESSAGES.cardholderName;
  if (!/^\d{13,19}$/.test(value('payment.cardNumber').replace(/[\s-]/g, ''))) found['payment.cardNumber'] = MESSAGES.cardNumber;
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(value('payment.expiry'))) found['payment.expiry'] = MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(value('payment.cvv'))) found['payment.cvv'] = MESSAGES.cvv;
}

export function addressFields(prefix: string, legend: string): HTMLFieldSetElement {
  return el('fieldset', { class: 'checkout__section checkout__address' }, [
    el('legend', { text: legend }),
    field(prefix + 'firstName', 'First name*', { autocomplete: 'shipping given-name', maxlength: '100' }),
    field(prefix + 'lastName', 'Last name*', { autocomplete: 'shipping family-name', maxlength: '100' }),
    field(prefix + 'address', 'Street address*', { autocomplete: 'shipping address-line1', maxlength: '200', wide: true }),
    field(prefix + 'address2', 'Apartment, suite (optional)', { autocomplete: 'shipping address-line2', maxlength: '200', wide: true }),
    field(prefix + 'city', 'City*', { autocomplete: 'shipping address-level2', maxlength: '100' }),
    field(prefix + 'stateCode', 'State*', { autocomplete: 'shipping address-level1', options: STATES, placeholder: 'Select a state' }),
    field(prefix + 'zipCode', 'Zip code*', { autocomplete: 'shipping postal-code', inputmode: 'numeric', maxlength: '10' }),
  ]);
}

export function addressOf(prefix: string) {
  return {
    firstName: value(prefix + 'firstName'),
    lastName: value(prefix + 'lastName'),
    address: value(prefix + 'address'),
    address2: value(prefix + 'address2') || null,
    city: value(prefix + 'city'),
    stateCode: value(prefix + 'stateCode'),
    zipCode: value(prefix + 'zipCode'),
  };
}

export function cardFields(): HTMLFieldSetElement {
  return el('fieldset', { class: 'checkout__section checkout__payment' }, [
    el('legend', { text: 'Payment' }),
    el('p', { class: 'checkout__test-cards', text: 'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined. Any future expiry and CVV.' }),
    field('payment.cardHolderName', 'Name on card*', { autocomplete: 'cc-name', maxlength: '100', wide: true }),
    field('payment.cardNumber', 'Card number*', { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: '23', wide: true }),
    field('payment.expiry', 'Expiry (MM/YY)*', { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: '5', placeholder: 'MM/YY', half: true }),
    field('payment.cvv', 'Security code*', { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', half: true }),
  ]);
}

/**
 * The card goes to the gateway; only its token goes on (customer-credit-cards.md "pushed to
 * Stripe and tokenized"). Resolves with the token, or null once the refusal is shown.
 */
export function tokenizeCard(done: (message: string) => void): Promise<CardToken | null> {
  return loadTokenizer()
    .then((gateway) => gateway.tokenize({ cardNumber: value('payment.cardNumber'), expiry: value('payment.expiry'), cvv: value('payment.cvv'), cardHolderName: value('payment.cardHolderName') }))
    .then((result) => {
      if (result.ok) return result.token;
      const name = result.field ? 'payment.' + result.field : null;
      const input = name ? fields[name] : undefined;
      if (name && input) {
        showError(name, result.message);
        done(MESSAGES.summary);
        input.focus();
      } else done(result.message);
      return null;
    });
}

export function alertBox(): HTMLParagraphElement {
  return el('p', { class: 'form-alert checkout__alert', role: 'alert', tabindex: '-1', hidden: true });
}

export function showAlert(alert: HTMLElement, text: string): void {
  alert.textContent = text;
  alert.hidden = !text;
  if (text) alert.focus();
}

/** Shows the summary and moves to the first field in error; false when there is none. */
export function firstInvalid(found: Found, alert: HTMLElement): boolean {
  const first = Object.keys(found)[0];
  if (first === undefined) return false;
  showAlert(alert, MESSAGES.summary);
  fields[first]?.focus();
  return true;
}
