import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmailSignup } from './email-signup.tsx';
import { EmailSignupOptionsSchema } from './email-signup.schema.ts';

const parse = (raw: unknown) => v.parse(EmailSignupOptionsSchema, raw);
const render = (raw: unknown) => renderToString(<EmailSignup options={parse(raw)} blockId="signup-1" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

describe('email-signup block options', () => {
  it("default to the newsletter's success and failure words", () => {
    expect(parse({})).toEqual({
      title: 'Stay in touch',
      description: '',
      legalText: '',
      successMessage: 'Thank you for signing up! Look for our next letter from the cellar soon.',
      errorMessage: 'Oops, something went wrong! Please try again later.',
    });
    expect(parse({ errorMessage: null, successMessage: '  ' }).errorMessage).toBe('Oops, something went wrong! Please try again later.');
  });

  it("drop the endpoint and the key an editor may have left in them: they are the server's configuration", () => {
    const options = parse({ title: 'Letters from the cellar', nlFormEndpoint: 'https://a.klaviyo.com/x', nlApiKey: 'pk_secret_123' });
    expect(options).not.toHaveProperty('nlApiKey');
    expect(options).not.toHaveProperty('nlFormEndpoint');
    const html = render({ title: 'Letters from the cellar', nlFormEndpoint: 'https://a.klaviyo.com/x', nlApiKey: 'pk_secret_123' });
    expect(html).not.toContain('pk_secret_123');
    expect(html).not.toContain('a.klaviyo.com');
  });
});

describe('the email-signup block rendered on the server', () => {
  const html = render({
    title: 'Letters from the cellar',
    description: 'Release dates, recipes and invitations, four times a year.',
    legalText: '<p>You can unsubscribe at any time. <a href="/privacy-policy">Privacy Policy</a><script>alert(1)</script></p>',
    successMessage: 'Cheers! Watch your inbox.',
  });

  it('shows its title, description and sanitised legal text around the newsletter form', () => {
    expect(html).toContain('<h2 class="email-signup__title" id="email-signup-signup-1-title">Letters from the cellar</h2>');
    expect(html).toContain('Release dates, recipes and invitations, four times a year.');
    expect(html).toContain('You can unsubscribe at any time.');
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-island="email-signup"');
    expect(html).toContain('aria-labelledby="email-signup-signup-1-title"');
  });

  it('asks the e-mail and the two consents with the brand named', () => {
    expect(html).toContain('id="email-signup-signup-1-email"');
    expect(html).toContain('Yes, I would like to subscribe to updates from Triangle Ridge Winery.*');
    expect(html).toMatch(/I agree to the <a href="\/privacy-policy">Privacy Policy<\/a> and <a href="\/terms-of-use">Terms of Use<\/a>/);
  });

  it("hands the editor's messages to the island", () => {
    expect(html).toContain('Cheers! Watch your inbox.');
  });
});
