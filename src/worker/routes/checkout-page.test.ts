// The checkout switch, through the whole app in Node: with CHECKOUT_MODE=hosted the
// page hands over to the commerce platform's widget (no storefront form).
import { describe, expect, it } from 'vitest';
import app from '../index.ts';

const memory = new Map<string, string>();
const ENV = {
  ENVIRONMENT: 'production',
  BRAND_NAME: 'Triangle Ridge Winery',
  CLUB_DISCOUNT_PERCENTAGE: '20',
  DEFAULT_CLUB_URL: '/join',
  C7_WINE_SHIPPING_LOCATION: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13',
  CACHE_TTL_SECONDS: '60',
  COMMERCE_API_URL: 'https://api.commerce7.com/v1',
  COMMERCE_TENANT: 'triangle-ridge',
  CONTENT_API_URL: 'https://cdn.builder.io',
  CONTENT_API_KEY: 'key',
  MARKETING_API_URL: 'https://a.klaviyo.com',
  PREVIEW_SECRET: 'a-preview-secret-of-length',
  CHECKOUT_MODE: 'hosted',
  COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js',
  CACHE: { get: async (key: string) => memory.get(key) ?? null, put: async (key: string, value: string) => void memory.set(key, value), delete: async () => undefined },
};
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };

describe('/checkout with CHECKOUT_MODE=hosted', () => {
  it("loads the commerce platform's widget for the tenant instead of the storefront form", async () => {
    const response = await app.request('https://www.triangleridge.example/checkout', { headers: { cookie: 'age_gate=false' } }, ENV, ctx as unknown as ExecutionContext);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="c7-content"');
    expect(html).toMatch(/<script src="https:\/\/cdn\.commerce7\.com\/v2\/commerce7\.js" id="c7-javascript" data-tenant="triangle-ridge" nonce="[^"]+" async=""><\/script>/);
    expect(html).not.toContain('data-island="checkout-form"');
    expect(response.headers.get('content-security-policy')).toContain('connect-src \'self\' https://cdn.commerce7.com https://api.commerce7.com');
  });
});
