import { describe, expect, it } from 'vitest';
import { mayTrackBuilder } from './builder-consent.ts';
import { conversionEvent, formatTests, impressionEvents, parseTests } from './builder-track.ts';

const visitor = { apiKey: 'pub-key', url: 'https://shop.example/a', sessionId: 's1', visitorId: 'v1', userAttributes: { urlPath: '/a', host: 'shop.example', device: 'desktop' } };

describe("Builder's A/B test events", () => {
  it('are sent only with consent to analytics and to personalisation', () => {
    expect(mayTrackBuilder(null)).toBe(false);
    expect(mayTrackBuilder({ analytics: true, marketing: true, personalisation: false })).toBe(false);
    expect(mayTrackBuilder({ analytics: false, marketing: true, personalisation: true })).toBe(false);
    // Sale and sharing (GPC) has no say: Builder measures the store's own test for it.
    expect(mayTrackBuilder({ analytics: true, marketing: false, personalisation: true })).toBe(true);
  });

  it("name the page's tests in its meta and read them back", () => {
    const text = formatTests([
      ['page-a', 'var-b'],
      ['banner', 'banner'],
    ]);
    expect(text).toBe('page-a=var-b&banner=banner');
    expect(parseTests(text)).toEqual([
      ['page-a', 'var-b'],
      ['banner', 'banner'],
    ]);
    expect(parseTests('')).toEqual([]);
    expect(parseTests('broken&=x&y=')).toEqual([]);
  });

  it("are the SDK's impression per test, the variation left out for the default", () => {
    expect(
      impressionEvents(
        [
          ['page-a', 'var-b'],
          ['banner', 'banner'],
        ],
        visitor,
      ),
    ).toEqual([
      {
        type: 'impression',
        data: { contentId: 'page-a', variationId: 'var-b', ownerId: 'pub-key', metadata: { url: visitor.url }, sessionId: 's1', visitorId: 'v1', userAttributes: visitor.userAttributes },
      },
      {
        type: 'impression',
        data: { contentId: 'banner', variationId: undefined, ownerId: 'pub-key', metadata: { url: visitor.url }, sessionId: 's1', visitorId: 'v1', userAttributes: visitor.userAttributes },
      },
    ]);
  });

  it("and Gen1's conversion with its amount, tied to the tests by the session", () => {
    expect(conversionEvent(42.5, visitor)).toEqual({
      type: 'conversion',
      data: { amount: 42.5, ownerId: 'pub-key', metadata: { url: visitor.url }, sessionId: 's1', visitorId: 'v1', userAttributes: visitor.userAttributes },
    });
  });
});
