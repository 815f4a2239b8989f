import { describe, expect, it } from 'vitest';
import { getFormDefinition, STANDARD_FIELDS, type FormDefinition } from '../../../marketing/forms/index.ts';
import { definitionValidator, initialValuesOf, labelParts, payloadOf, spanStyle } from './generic-form.rules.ts';

const contact = getFormDefinition('GeneralWebsiteContactForm')!;

/** A form with a field asked only when a box is ticked. */
const withDependency: FormDefinition = {
  formType: 'Test',
  submitLabel: 'Send',
  successMessage: 'Thanks',
  groups: [
    {
      fields: [
        { ...STANDARD_FIELDS.company_name, name: 'is_company', type: 'checkbox', label: 'I write for a company', validationRules: [] },
        { ...STANDARD_FIELDS.company_name, label: 'Company Name*', validationRules: [{ type: 'required', message: 'This field is required' }], dependsOn: [{ field: 'is_company', equals: true }] },
        { ...STANDARD_FIELDS.company_name, name: 'upload', type: 'file', label: 'File', validationRules: [{ type: 'required', message: 'This field is required' }] },
      ],
    },
  ],
};

describe('the contact form definition through the renderer rules', () => {
  it('starts blank, the legal box unticked', () => {
    expect(initialValuesOf(contact)).toEqual({ first_name: '', last_name: '', user_email: '', phone_number: '', message: '', topic: '', accept_legal: false });
  });

  it("checks every asked field with the spec's messages", () => {
    expect(definitionValidator(contact)(initialValuesOf(contact))).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      user_email: 'Please enter email address',
      message: 'Please enter a valid message',
      accept_legal: 'This field is required',
    });
    expect(definitionValidator(contact)({ ...initialValuesOf(contact), user_email: 'casey@', phone_number: '12' })).toMatchObject({
      user_email: 'Please provide a valid email address (eg: name@example.com)',
      phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)',
    });
  });
});

describe('fields with conditions', () => {
  it('are neither checked nor sent while their condition fails, and are once it holds', () => {
    const validate = definitionValidator(withDependency);
    const values = { ...initialValuesOf(withDependency), company_name: 'Old name' };
    expect(validate(values)).toEqual({});
    expect(payloadOf(withDependency, values)).toEqual({ is_company: false });
    expect(validate({ ...values, is_company: true, company_name: '' })).toEqual({ company_name: 'This field is required' });
    expect(payloadOf(withDependency, { ...values, is_company: true })).toEqual({ is_company: true, company_name: 'Old name' });
  });

  it('leave out file fields, which a JSON body cannot carry', () => {
    expect(initialValuesOf(withDependency)).not.toHaveProperty('upload');
  });
});

describe('labels and the grid', () => {
  it("cut a label into text and its links' phrases", () => {
    expect(labelParts(STANDARD_FIELDS.accept_legal.label, STANDARD_FIELDS.accept_legal.labelLinks)).toEqual([
      'I agree to the ',
      { text: 'Privacy Policy', href: '/privacy-policy' },
      ' and ',
      { text: 'Terms of Use', href: '/terms-of-use' },
      '.*',
    ]);
    expect(labelParts('Plain', [{ text: 'Missing', href: '/x' }])).toEqual(['Plain']);
  });

  it('span 1 to 12 columns per breakpoint', () => {
    expect(spanStyle({ mobile: 12, tablet: 6, desktop: 4 })).toEqual({ '--cols-phone': 12, '--cols-tablet': 6, '--cols-desktop': 4 });
    expect(spanStyle({ mobile: 0, tablet: 13, desktop: 5.6 })).toEqual({ '--cols-phone': 1, '--cols-tablet': 12, '--cols-desktop': 6 });
  });
});
