import { describe, expect, it } from 'vitest';
import { popupConfig } from './popup.schema.ts';

const entry = (data: Record<string, unknown>) => ({ id: 'popup-test', name: 'Test pop-up', data: { formType: 'Email Only', ...data } });
const configOf = (data: Record<string, unknown>) => {
  const result = popupConfig(entry(data));
  if (!result.ok) throw new Error(result.reason);
  return result.config;
};

describe('the popup content model', () => {
  it('fills in the spec defaults: Default condition, 50 % threshold, max width 600, min height 550, the two excluded URLs', () => {
    const config = configOf({});
    expect(config).toMatchObject({
      id: 'popup-test',
      source: 'Pop-up: Test pop-up',
      design: 'white',
      loadConditions: 'Default',
      threshold: 50,
      delayTime: 0,
      enforceOnePopupPerSession: false,
      excludedUrls: ['/privacy-policy', '/terms-of-use'],
      formType: 'Email Only',
      maxWidth: 600,
      minHeight: 550,
      minimizedText: null,
      mobileSMSLink: null,
      contactFormButtonDesign: 'red',
      formConfigs: { submitButtonText: 'Submit', successMessage: 'Thank you for signing up!', showErrorMessage: true, showSuccessMessage: true, abTestingVariantName: null },
    });
  });

  it('reads null (a field an editor cleared) as the default', () => {
    const config = configOf({ threshold: null, maxWidth: null, excludedUrls: null, formConfigs: null, loadConditions: null, design: null });
    expect(config).toMatchObject({ threshold: 50, maxWidth: 600, excludedUrls: ['/privacy-policy', '/terms-of-use'], loadConditions: 'Default', design: 'white' });
    expect(config.formConfigs.submitButtonText).toBe('Submit');
  });

  it('holds the threshold to 1..100 and the max width to 250..800', () => {
    expect(configOf({ threshold: 0 }).threshold).toBe(1);
    expect(configOf({ threshold: 150 }).threshold).toBe(100);
    expect(configOf({ maxWidth: 100 }).maxWidth).toBe(250);
    expect(configOf({ maxWidth: 1200 }).maxWidth).toBe(800);
    expect(configOf({ threshold: '30' }).threshold).toBe(50);
  });

  it("takes the editor's excluded URLs in place of the defaults, blanks left out", () => {
    expect(configOf({ excludedUrls: [{ excludedUrl: '/visit' }, { excludedUrl: ' ' }, { excludedUrl: null }] }).excludedUrls).toEqual(['/visit']);
  });

  it('sanitises the rich text and keeps links', () => {
    const config = configOf({ formStepContent: '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p><a href="javascript:alert(1)">x</a> <a href="/privacy-policy">p</a></p>' });
    expect(config.formStepContent).toBe('<h2>Hi</h2><p><a href="#">x</a> <a href="/privacy-policy">p</a></p>');
  });

  it('takes images from the site or https only, as a URL or {image, altText}', () => {
    expect(configOf({ topImage: '/images/glass-pour.svg' }).topImage).toEqual({ src: '/images/glass-pour.svg', altText: '' });
    expect(configOf({ topImage: { image: 'https://cdn.example.com/a.png', altText: 'A glass' } }).topImage).toEqual({ src: 'https://cdn.example.com/a.png', altText: 'A glass' });
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', 'http://cdn.example.com/a.png', '/a.png") ; x(']) {
      expect(configOf({ backgroundImage: bad }).backgroundImage, bad).toBeNull();
    }
  });

  it('takes an sms: or https mobile SMS link, nothing else', () => {
    expect(configOf({ mobileSMSLink: 'sms:+17075550100?&body=JOIN' }).mobileSMSLink).toBe('sms:+17075550100?&body=JOIN');
    expect(configOf({ mobileSMSLink: 'javascript:alert(1)' }).mobileSMSLink).toBeNull();
  });

  it('refuses an unknown form type, naming the eight there are', () => {
    const result = popupConfig(entry({ formType: 'Email Plus' }));
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain('No Input, Email Only, Email and DOB, SMS Only, Email+SMS, Email and DOB + SMS, Multi Step-Email+SMS, Multi Step-Email/DOB+SMS');
  });
});
