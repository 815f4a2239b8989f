import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getFormDefinition, STANDARD_FIELDS, type FormDefinition } from '../../../marketing/forms/index.ts';
import { GenericForm } from './generic-form.tsx';

const render = (definition: FormDefinition) => renderToString(<GenericForm definition={definition} idPrefix="contact" label="Contact form" send={() => undefined} />).replaceAll('<!-- -->', '');

describe('GenericForm rendered on the server', () => {
  const html = render(getFormDefinition('GeneralWebsiteContactForm')!);

  it('labels each field with the spec label, in a grid cell of its columns', () => {
    expect(html).toContain('<label for="contact-first_name">First Name*</label>');
    expect(html).toContain('<label for="contact-message">How can we help?*</label>');
    expect(html).toContain('<div class="form-grid__cell" style="--cols-phone:12;--cols-tablet:6;--cols-desktop:6">');
    expect(html).toContain('* Denotes a required field');
  });

  it('links the legal checkbox label to the policies', () => {
    expect(html).toContain('<span>I agree to the <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>.*</span>');
  });

  it('carries the topic in a hidden input, and the optional phone without a marker', () => {
    expect(html).toMatch(/<input type="hidden" id="contact-topic" name="topic" value=""\/>/);
    expect(html).toContain('<label for="contact-phone_number">Phone Number</label>');
  });

  it('is a named form with the submit label', () => {
    expect(html).toMatch(/<form class="generic-form" novalidate="" aria-label="Contact form"/i);
    expect(html).toContain('>Submit</button>');
  });

  it('offers an info button and dialog for a field with an info modal, and no dialog otherwise', () => {
    expect(html).not.toContain('<dialog');
    const withInfo: FormDefinition = {
      formType: 'Test',
      submitLabel: 'Send',
      successMessage: 'Thanks',
      groups: [{ legend: 'General Information', fields: [{ ...STANDARD_FIELDS.date_of_birth, infoModal: { title: 'Why we ask', body: 'We only sell wine to adults.' } }] }],
    };
    const out = render(withInfo);
    expect(out).toContain('<legend>General Information</legend>');
    expect(out).toMatch(
      /<button type="button" class="generic-form__info" aria-haspopup="dialog"><span aria-hidden="true">i<\/span><span class="visually-hidden">More information: Why we ask<\/span><\/button>/,
    );
    expect(out).toMatch(/<dialog class="dialog generic-form__dialog" aria-labelledby="contact-info-title" aria-modal="true">/);
  });
});
