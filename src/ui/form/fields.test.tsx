import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, FieldError, FormAlert, RadioGroup, SelectField, TextareaField, TextField } from './fields.tsx';
import type { FieldBinding } from './use-form.ts';
import { useForm } from './use-form.ts';

const binding = (name: string, value: unknown, error?: string): FieldBinding => ({
  id: `f-${name.replaceAll('.', '-')}`,
  name,
  value,
  error,
  onChange: () => undefined,
  onBlur: () => undefined,
});
const html = (node: React.ReactNode) => renderToString(node).replaceAll('<!-- -->', '');
/** The opening tag of the element with `id`, to check its attributes whatever their order. */
const tagOf = (out: string, id: string) => new RegExp(`<\\w+ [^>]*id="${id}"[^>]*>`).exec(out)?.[0] ?? '';

describe('the kit fields rendered on the server', () => {
  it('label a text field, mark it required and leave it undescribed while it is fine', () => {
    const out = html(<TextField {...binding('shipTo.zipCode', '945')} label="Zip code" required inputMode="numeric" maxLength={10} />);
    expect(out).toContain('<label for="f-shipTo-zipCode">Zip code*</label>');
    const input = tagOf(out, 'f-shipTo-zipCode');
    for (const attribute of ['name="shipTo.zipCode"', 'type="text"', 'required=""', 'value="945"', 'inputMode="numeric"']) expect(input).toContain(attribute);
    expect(out).not.toContain('aria-invalid');
    expect(out).not.toContain('aria-describedby');
    // The message's live region is there before any message, so it is read when one appears.
    expect(out).toContain('<p class="field__error" id="f-shipTo-zipCode-error" aria-live="polite"></p>');
  });

  it('does not double a marker the label already has', () => {
    expect(html(<TextField {...binding('email', '')} label="Email*" required />)).toContain('>Email*</label>');
  });

  it('marks an invalid field and links its message, then its hint', () => {
    const out = html(<TextField {...binding('birthDate', '')} label="Date of Birth*" type="date" max="2005-01-01" hint="You must be at least 21." error="Please enter a valid date" />);
    const input = tagOf(out, 'f-birthDate');
    for (const attribute of ['aria-invalid="true"', 'aria-describedby="f-birthDate-error f-birthDate-hint"', 'type="date"', 'max="2005-01-01"']) expect(input).toContain(attribute);
    expect(out).toContain('<p class="field__hint" id="f-birthDate-hint">You must be at least 21.</p>');
    expect(out).toContain('id="f-birthDate-error" aria-live="polite">Please enter a valid date</p>');
  });

  it('renders a select with its empty first choice and the chosen value', () => {
    const out = html(
      <SelectField
        {...binding('state', 'CA')}
        label="State"
        required
        placeholder="Select a state"
        options={[
          { value: 'CA', label: 'California' },
          { value: 'OR', label: 'Oregon' },
        ]}
      />,
    );
    expect(out).toContain('<option value="">Select a state</option>');
    expect(out).toMatch(/<option value="CA" selected="">California<\/option>/);
  });

  it('renders a textarea with its limit', () => {
    const out = html(<TextareaField {...binding('message', 'Hello')} label="How can we help?*" required maxLength={1000} />);
    expect(out).toMatch(/<textarea id="f-message" name="message" required="" rows="4" maxLength="1000">Hello<\/textarea>/i);
  });

  it('puts a checkbox inside its label, checked by a boolean value', () => {
    const out = html(<CheckboxField {...binding('accept_legal', true)} label="I agree" required error="This field is required" />);
    expect(out).toMatch(/<label class="field__check"><input [^>]*\/><span>I agree\*<\/span><\/label>/);
    const input = tagOf(out, 'f-accept_legal');
    for (const attribute of ['aria-invalid="true"', 'aria-describedby="f-accept_legal-error"', 'type="checkbox"', 'checked=""']) expect(input).toContain(attribute);
  });

  it('groups radios under their label, the group carrying the invalid state and message', () => {
    const out = html(
      <RadioGroup
        {...binding('fulfillment', 'ship')}
        label="Delivery method"
        error="Please choose shipping or pickup"
        options={[
          { value: 'ship', label: 'Ship to me', detail: 'Ground' },
          { value: 'pickup', label: 'Pick up' },
        ]}
      />,
    );
    expect(out).toContain('<span class="field__label" id="f-fulfillment-label">Delivery method</span>');
    expect(out).toMatch(/role="radiogroup" id="f-fulfillment" class="field__options" aria-labelledby="f-fulfillment-label" aria-invalid="true" aria-describedby="f-fulfillment-error"/);
    expect(tagOf(out, 'f-fulfillment-ship')).toContain('checked=""');
    expect(tagOf(out, 'f-fulfillment-pickup')).not.toContain('checked');
    expect(out).toContain('<span><strong>Ship to me</strong><span class="field__option-detail">Ground</span></span>');
    expect(out).toContain('<span>Pick up</span>');
  });

  it('has one error display and a focusable alert, hidden when empty', () => {
    expect(html(<FieldError id="x-error" message="Please enter zip" />)).toBe('<p class="field__error" id="x-error" aria-live="polite">Please enter zip</p>');
    expect(html(<FormAlert message="" />)).toBe('<p class="form-alert" role="alert" tabindex="-1" hidden=""></p>');
    expect(html(<FormAlert message="Please correct the fields in red" />)).toBe('<p class="form-alert" role="alert" tabindex="-1">Please correct the fields in red</p>');
  });
});

describe('useForm rendered on the server', () => {
  function Probe() {
    const form = useForm({ idPrefix: 'probe', initialValues: { shipTo: { zipCode: '94558' }, agree: false } });
    return (
      <form ref={form.formRef}>
        <TextField {...form.field('shipTo.zipCode')} label="Zip code" />
        <CheckboxField {...form.field('agree')} label="Agree" />
      </form>
    );
  }

  it('binds fields to nested values by path, with ids from the prefix', () => {
    const out = html(<Probe />);
    expect(tagOf(out, 'probe-shipTo-zipCode')).toMatch(/name="shipTo.zipCode".*value="94558"/);
    expect(tagOf(out, 'probe-agree')).toContain('name="agree"');
    expect(tagOf(out, 'probe-agree')).not.toContain('checked');
  });
});
