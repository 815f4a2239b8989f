import { describe, expect, it } from 'vitest';
import { checkoutPartners, contentSecurityPolicy, pageOrigins } from './index.ts';

const HOSTED = { checkoutMode: 'hosted' as const, commerceWidgetScriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js', commerceApiUrl: 'https://api.commerce7.com/v1' };

describe('the content security policy', () => {
  it('allows scripts only by nonce and talks to no other origin by default', () => {
    const policy = contentSecurityPolicy('abc', false);
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'self'");
  });
  it("lets the hosted checkout page reach the commerce platform's widget and API, and no other page", () => {
    expect(checkoutPartners(HOSTED, '/checkout')).toEqual(['https://cdn.commerce7.com', 'https://api.commerce7.com']);
    expect(checkoutPartners(HOSTED, '/collection/all')).toEqual([]);
    expect(checkoutPartners({ ...HOSTED, checkoutMode: 'storefront' }, '/checkout')).toEqual([]);
    const policy = contentSecurityPolicy('abc', false, pageOrigins(undefined, checkoutPartners(HOSTED, '/checkout')));
    expect(policy).toContain("connect-src 'self' https://cdn.commerce7.com https://api.commerce7.com");
    expect(policy).toContain("frame-src 'self' https://cdn.commerce7.com https://api.commerce7.com");
  });
  it("plays media from the page's own video origins only", () => {
    expect(contentSecurityPolicy('abc', false)).toContain("media-src 'self';");
    const policy = contentSecurityPolicy('abc', false, pageOrigins({ frame: [], script: [], connect: [], media: ['https://cdn.builder.io'] }, []));
    expect(policy).toContain("media-src 'self' https://cdn.builder.io;");
  });
});
