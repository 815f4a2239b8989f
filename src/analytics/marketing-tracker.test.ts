import { describe, expect, it } from 'vitest';
import { queueActiveOnSite } from './marketing-tracker.ts';
import { dataLayerEntry } from './data-layer.ts';

describe('the marketing tracker', () => {
  it("queues 'Active on Site' with the e-mail", () => {
    const target: { _learnq?: unknown[][] } = {};
    queueActiveOnSite('sam@example.com', target);
    expect(target._learnq).toEqual([['track', 'Active on Site', { email: 'sam@example.com' }]]);
  });
});

describe("the pop-up's data-layer events", () => {
  it('pass: viewed and form submission, with form id, success flag and A/B variant', () => {
    expect(dataLayerEntry('popupViewed', { formId: 'popup-a', abTestingVariantName: 'A' })).toEqual({ event: 'popupViewed', formId: 'popup-a', abTestingVariantName: 'A' });
    expect(dataLayerEntry('popupFormSubmission', { formId: 'popup-a', success: false, abTestingVariantName: 'A' })).toEqual({
      event: 'popupFormSubmission',
      formId: 'popup-a',
      success: false,
      abTestingVariantName: 'A',
    });
  });
});
