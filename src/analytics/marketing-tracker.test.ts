import { describe, expect, it } from 'vitest';
import { trackActiveOnSite } from './marketing-tracker.ts';
import { pushDataLayer } from './data-layer.ts';

describe('the marketing tracker', () => {
  it("queues 'Active on Site' with the e-mail", () => {
    const target: { _learnq?: unknown[][] } = {};
    trackActiveOnSite('sam@example.com', target);
    expect(target._learnq).toEqual([['track', 'Active on Site', { email: 'sam@example.com' }]]);
  });
});

describe("the pop-up's data-layer events", () => {
  it('pass: viewed and form submission, with form id, success flag and A/B variant', () => {
    const target: { dataLayer?: Record<string, unknown>[] } = {};
    expect(pushDataLayer('popupViewed', { formId: 'popup-a', abTestingVariantName: 'A' }, target)).toBe(true);
    expect(pushDataLayer('popupFormSubmission', { formId: 'popup-a', success: false, abTestingVariantName: 'A' }, target)).toBe(true);
    expect(target.dataLayer?.map((entry) => entry.event)).toEqual(['popupViewed', 'popupFormSubmission']);
  });
});
