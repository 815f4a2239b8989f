import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SignupForm } from './signup-form.tsx';
import { SignupFormOptionsSchema } from './signup-form.schema.ts';

const parse = (raw: unknown) => v.parse(SignupFormOptionsSchema, raw);

describe('signup form block options', () => {
  it("require a form type, and default to 'Thank you for signing up!' with both messages shown", () => {
    expect(v.safeParse(SignupFormOptionsSchema, {}).success).toBe(false);
    expect(v.safeParse(SignupFormOptionsSchema, { formType: 'GeneralWebsiteContactForm' }).issues?.[0]?.message).toContain('Signup');
    expect(parse({ formType: 'Signup' })).toEqual({
      formType: 'Signup',
      successMessage: 'Thank you for signing up!',
      submitButtonDesign: 'red',
      showErrorMessage: true,
      showSuccessMessage: true,
    });
    expect(parse({ formType: 'Signup', submitButtonDesign: 'gold', successMessage: 'Welcome aboard' })).toMatchObject({ submitButtonDesign: 'gold', successMessage: 'Welcome aboard' });
  });
});

describe('the signup form block rendered on the server', () => {
  const html = renderToString(<SignupForm options={parse({ formType: 'Signup', submitButtonDesign: 'gold' })} blockId="s1" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

  it('asks an e-mail (required) and a phone (optional), with the consent carried hidden as true', () => {
    expect(html).toContain('data-island="form-block"');
    expect(html).toMatch(/<label[^>]*for="signup-s1-email"[^>]*>Email/);
    expect(html).toMatch(/<label[^>]*for="signup-s1-phone_number"[^>]*>Phone Number</);
    expect(html).toContain('<input type="hidden" id="signup-s1-consent" name="consent" value="true"/>');
  });

  it('puts the chosen design on its submit button', () => {
    expect(html).toMatch(/<button type="submit" class="btn btn--gold generic-form__submit"/);
  });
});
