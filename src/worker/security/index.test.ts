import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_PAYMENT_ORIGINS, DEFAULT_WIDGET_ROUTES, widgetPagePaths } from '../widget/routes.ts';
import type { AppConfig } from '../config/index.ts';
import { applySecurityHeaders, checkoutPartners, contentSecurityPolicy, frameAncestors, pageOrigins, permissionsPolicy, withBuilderTrack } from './index.ts';

const WIDGET = { widgetPagePaths: widgetPagePaths(DEFAULT_WIDGET_ROUTES), widgetPaymentOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'] };
const PRODUCTION = { commerceWidgetScriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js', commerceApiUrl: 'https://api.commerce7.com/v1', paymentTokenizerScriptUrl: undefined, ...WIDGET };
const LOCAL = { commerceWidgetScriptUrl: '/__emulator/hosted/commerce7.js', commerceApiUrl: 'https://emulator.internal/commerce/v1', paymentTokenizerScriptUrl: '/__emulator/gateway/tokenizer.js', ...WIDGET };

describe('the content security policy', () => {
  it('allows scripts only by nonce and talks to no other origin by default', () => {
    const policy = contentSecurityPolicy('abc', []);
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'self'");
  });
  it("lets the widget pages reach the commerce platform's widget, its API and the card step's gateways, and no other page", () => {
    const partners = ['https://cdn.commerce7.com', 'https://api.commerce7.com', 'https://js.stripe.com', 'https://hooks.stripe.com'];
    expect(checkoutPartners(PRODUCTION, '/checkout')).toEqual(partners);
    expect(checkoutPartners(PRODUCTION, '/cart')).toEqual(partners);
    expect(checkoutPartners(PRODUCTION, '/club-signup/6-bottle-red-wines')).toEqual(partners);
    expect(checkoutPartners(PRODUCTION, '/account')).toEqual(partners);
    expect(checkoutPartners(PRODUCTION, '/collection/all')).toEqual([]);
    expect(checkoutPartners(PRODUCTION, '/profile')).toEqual([]);
    expect(checkoutPartners(PRODUCTION, '/checkouts')).toEqual([]);
    const policy = contentSecurityPolicy('abc', [], pageOrigins(undefined, checkoutPartners(PRODUCTION, '/checkout')));
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://cdn.commerce7.com https://api.commerce7.com https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://cdn.commerce7.com https://api.commerce7.com https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("frame-src 'self' https://cdn.commerce7.com https://api.commerce7.com https://js.stripe.com https://hooks.stripe.com");
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
  it('lets wallet buttons ask for payment inside the gateways\' frames on widget pages only', () => {
    const on = (pathname: string) => permissionsPolicy({ config: PRODUCTION, pathname });
    expect(on('/checkout')).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com" "https://hooks.stripe.com")');
    expect(on('/product/merlot-2022')).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
    expect(permissionsPolicy(undefined)).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
    expect(DEFAULT_WIDGET_PAYMENT_ORIGINS).toContain('https://js.stripe.com');
  });
  it('allows the card steps (/join, the membership page) their partner and no other page; same-origin stand-ins need none', () => {
    expect(checkoutPartners(PRODUCTION, '/join')).toEqual(['https://cdn.commerce7.com', 'https://api.commerce7.com']);
    const gateway = { ...PRODUCTION, paymentTokenizerScriptUrl: 'https://js.gateway.example/v1/tokenizer.js' };
    expect(checkoutPartners(gateway, '/join')).toEqual(['https://js.gateway.example']);
    expect(checkoutPartners(gateway, '/profile/club-membership')).toEqual(['https://js.gateway.example']);
    expect(checkoutPartners(gateway, '/club/6-bottle-red-wines')).toEqual([]);
    expect(checkoutPartners(LOCAL, '/checkout')).toEqual([]);
    expect(checkoutPartners(LOCAL, '/join')).toEqual([]);
  });
  it("plays media from the page's own video origins only", () => {
    expect(contentSecurityPolicy('abc', [])).toContain("media-src 'self';");
    const policy = contentSecurityPolicy('abc', [], pageOrigins({ frame: [], script: [], connect: [], media: ['https://cdn.builder.io'] }, []));
    expect(policy).toContain("media-src 'self' https://cdn.builder.io;");
  });

  it("lets the editor's origins frame an editing response, the page builder a signed preview, and nobody a shopper's page", () => {
    const config = { editorOrigins: ['https://builder.io', 'https://*.builder.io', 'http://localhost:*'] };
    expect(frameAncestors({ preview: false, editing: false, config })).toEqual([]);
    expect(contentSecurityPolicy('abc', frameAncestors({ preview: false, editing: true, config }))).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io http://localhost:*");
    expect(contentSecurityPolicy('abc', frameAncestors({ preview: true, editing: false, config }))).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io");
    expect(contentSecurityPolicy('abc', frameAncestors({ preview: true, editing: false, config }))).not.toContain('localhost');
  });
});


describe("Builder's track endpoint in connect-src", () => {
  it('is allowed where trackers may run, never on checkout nor the account pages, and adds nothing for a same-origin path', () => {
    const production = { builderTrackUrl: 'https://cdn.builder.io/api/v1/track' };
    expect(withBuilderTrack({ connect: ['https://a.example'] }, production, '/').connect).toEqual(['https://a.example', 'https://cdn.builder.io']);
    expect(withBuilderTrack({}, production, '/profile/order-receipt/1').connect).toEqual(['https://cdn.builder.io']);
    expect(withBuilderTrack({}, production, '/checkout').connect).toBeUndefined();
    expect(withBuilderTrack({}, production, '/profile/orders').connect).toBeUndefined();
    expect(withBuilderTrack({}, { builderTrackUrl: '/__emulator/content/api/v1/track' }, '/').connect).toBeUndefined();
  });
});

describe("the widget's receipts under its profile route", () => {
  it("keep the widget's policy and add the tag manager's and Builder's origins; the widget's other pages get neither", () => {
    // Only what the policy reads: the rest of the settings play no part here.
    const config = { ...PRODUCTION, widgetRoutes: DEFAULT_WIDGET_ROUTES, tagManagerSrc: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', builderTrackUrl: 'https://cdn.builder.io/api/v1/track', editorOrigins: [], environment: 'production' } as unknown as AppConfig;
    const policyOf = (pathname: string) => {
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      applySecurityHeaders(headers, { nonce: 'n', preview: false, editing: false, embeds: undefined, config, pathname });
      return headers.get('Content-Security-Policy') ?? '';
    };
    const receipt = policyOf('/account/order-receipt/0026266d-955f-4bfe-9b3b-524f90fc7fe7');
    expect(receipt).toContain('https://cdn.commerce7.com');
    expect(receipt).toContain('https://www.googletagmanager.com');
    expect(receipt).toContain('https://cdn.builder.io');
    for (const pathname of ['/account', '/checkout', '/club-signup/6-bottle-red-wines']) {
      const policy = policyOf(pathname);
      expect(policy).toContain('https://cdn.commerce7.com');
      expect(policy).not.toContain('googletagmanager');
      expect(policy).not.toContain('https://cdn.builder.io');
    }
  });
});
