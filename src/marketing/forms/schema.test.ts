import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../../platform/validation/index.ts';
import { getFormDefinition } from './definitions.ts';
import { formSchema } from './schema.ts';
import type { FormDefinition } from './types.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');
const contact = getFormDefinition('GeneralWebsiteContactForm', TODAY)!;
const VALID = { first_name: 'Sam', last_name: 'Vance', user_email: 'sam@example.com', message: 'Do you ship to Oregon?', accept_legal: true };

const errorsOf = (definition: FormDefinition, input: unknown) => {
  const result = v.safeParse(formSchema(definition, TODAY), input);
  return result.success ? null : issuesToErrors(result.issues);
};

describe('formSchema', () => {
  it('passes a valid contact form on, trimmed, with the phone as E.164 and nothing unasked', () => {
    const result = v.parse(formSchema(contact, TODAY), {
      ...VALID,
      first_name: '  Sam ',
      phone_number: '(555) 555-0123',
      topic: '',
      admin: true,
      list_id: 'someone-elses-list',
    });
    expect(result).toEqual({ ...VALID, phone_number: '+15555550123' });
  });

  it('names every bad field at once, with the spec messages', () => {
    expect(errorsOf(contact, { phone_number: '123', message: 'x'.repeat(1001) })).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      user_email: 'Please enter email address',
      phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)',
      message: 'Please enter a valid message',
      accept_legal: 'This field is required',
    });
  });

  it('refuses a body that is not an object of fields', () => {
    for (const body of [[1, 2, 3], null, 'Sam', 42]) {
      expect(errorsOf(contact, body)).toEqual({ body: 'Send the form fields as a JSON object.' });
    }
  });

  it('neither validates nor sends a field whose condition does not hold', () => {
    const withCompany: FormDefinition = {
      ...contact,
      groups: [
        ...contact.groups,
        {
          fields: [
            { type: 'checkbox', name: 'is_business', label: 'For a business', validationRules: [], size: { mobile: 12, tablet: 12, desktop: 12 } },
            {
              type: 'text',
              name: 'company_name',
              label: 'Company Name*',
              validationRules: [{ type: 'required', message: 'This field is required' }],
              size: { mobile: 12, tablet: 12, desktop: 12 },
              dependsOn: [{ field: 'is_business', equals: true }],
            },
          ],
        },
      ],
    };
    expect(v.parse(formSchema(withCompany, TODAY), { ...VALID, company_name: 'Acme' })).toEqual({ ...VALID, is_business: false });
    expect(errorsOf(withCompany, { ...VALID, is_business: true })).toEqual({ company_name: 'This field is required' });
  });
});
