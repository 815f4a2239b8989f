import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getFormDefinition } from '../../marketing/forms/index.ts';
import { FormBlock } from '../kit/shared-blocks/form-block.tsx';
import { FormBlockOptionsSchema } from '../kit/inputs/form.schema.ts';
import { topicFrom, topicLabel } from '../kit/pieces/form-topic.ts';

const parse = (raw: unknown) => v.parse(FormBlockOptionsSchema, raw);

describe('form block options', () => {
  it("default to the spec's success message and show both messages", () => {
    expect(parse({ formType: 'GeneralWebsiteContactForm' })).toEqual({
      formType: 'GeneralWebsiteContactForm',
      successMessage: "Thanks for contacting us. We'll get back to you as soon as possible.",
      showErrorMessage: true,
      showSuccessMessage: true,
    });
    expect(parse({ formType: 'GeneralWebsiteContactForm', successMessage: '  ' }).successMessage).toBe("Thanks for contacting us. We'll get back to you as soon as possible.");
    expect(parse({ formType: 'GeneralWebsiteContactForm', successMessage: 'Cheers!', source: ' Contact page ', showErrorMessage: false })).toMatchObject({
      successMessage: 'Cheers!',
      source: 'Contact page',
      showErrorMessage: false,
    });
  });

  it('refuse a missing form type, or one without a form, naming the ones there are', () => {
    expect(v.safeParse(FormBlockOptionsSchema, {}).success).toBe(false);
    const unknown = v.safeParse(FormBlockOptionsSchema, { formType: 'NoSuchForm' });
    expect(unknown.issues?.[0]?.message).toContain('GeneralWebsiteContactForm');
  });
});

describe('FormBlock rendered on the server', () => {
  const html = renderToString(<FormBlock options={parse({ formType: 'GeneralWebsiteContactForm' })} blockId="contact-form-1" renderBlocks={() => null} />);

  it('is the form-block island with its props, the form already in the markup', () => {
    expect(html).toContain('data-island="form-block"');
    expect(html).toContain('aria-label="General website contact form"');
    expect(html).toContain('id="form-contact-form-1-user_email"');
  });
});

describe('the topic from the page address', () => {
  const contact = getFormDefinition('GeneralWebsiteContactForm')!;

  it('is read for a form with a topic field, trimmed and at most 100 characters', () => {
    expect(topicFrom('?topic=website-feedback&ref=abc', contact)).toBe('website-feedback');
    expect(topicFrom('?topic=%20%20', contact)).toBeUndefined();
    expect(topicFrom('', contact)).toBeUndefined();
    expect(topicFrom(`?topic=${'x'.repeat(150)}`, contact)).toHaveLength(100);
    expect(topicFrom('?topic=feedback', { ...contact, groups: [] })).toBeUndefined();
  });

  it('reads as words', () => {
    expect(topicLabel('website-feedback')).toBe('Website feedback');
    expect(topicLabel('press_enquiry')).toBe('Press enquiry');
  });
});
