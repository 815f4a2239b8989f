import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_PAYMENT_ORIGINS } from '../widget/routes.ts';
import type { AppConfig } from '../config/index.ts';
import { checkoutPartners, pageOrigins, thirdPartiesOf } from '../render/third-parties.ts';
import { applySecurityHeaders, contentSecurityPolicy, CSP_REPORT_PATH, frameAncestors, permissionsPolicy, withBuilderTrack } from './index.ts';

// The security headers are written from what the render reported (render/third-parties.ts):
// each page below is what its route says it loads, as routes/checkout-page.tsx, join.tsx and
// account.tsx say it (the widget pages, the card steps); the store's other pages load nothing.
const WIDGET_PAGE = { widget: true };
const CARD_STEP = { cardStep: true };
const STORE_PAGE = {};
const WIDGET = { widgetPaymentOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'] };
const PRODUCTION = { commerceWidgetScriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js', commerceApiUrl: 'https://api.commerce7.com/v1', paymentTokenizerScriptUrl: undefined, ...WIDGET };
const LOCAL = {
  commerceWidgetScriptUrl: '/__emulator/hosted/commerce7.js',
  commerceApiUrl: 'https://emulator.internal/commerce/v1',
  paymentTokenizerScriptUrl: '/__emulator/gateway/tokenizer.js',
  ...WIDGET,
};

describe('the content security policy', () => {
  it('allows scripts only by nonce and talks to no other origin by default', () => {
    const policy = contentSecurityPolicy('abc', []);
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'self'");
  });
  it("lets the widget pages reach the commerce platform's widget, its API and the card step's gateways, and no other page", () => {
    const partners = ['https://cdn.commerce7.com', 'https://api.commerce7.com', 'https://js.stripe.com', 'https://hooks.stripe.com'];
    // /checkout, /cart, /club-signup/{slug}, /account: widget pages.
    expect(checkoutPartners(PRODUCTION, WIDGET_PAGE)).toEqual(partners);
    // /collection/all, /profile, /checkouts: the store's pages.
    expect(checkoutPartners(PRODUCTION, STORE_PAGE)).toEqual([]);
    const policy = contentSecurityPolicy('abc', [], pageOrigins(undefined, checkoutPartners(PRODUCTION, WIDGET_PAGE)));
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://cdn.commerce7.com https://api.commerce7.com https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://cdn.commerce7.com https://api.commerce7.com https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("frame-src 'self' https://cdn.commerce7.com https://api.commerce7.com https://js.stripe.com https://hooks.stripe.com");
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
  it("lets wallet buttons ask for payment inside the gateways' frames on widget pages only", () => {
    const on = (loads: { widget?: boolean }) => permissionsPolicy(thirdPartiesOf(PRODUCTION, loads, undefined, false));
    expect(on(WIDGET_PAGE)).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com" "https://hooks.stripe.com")');
    expect(on(STORE_PAGE)).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
    expect(permissionsPolicy(undefined)).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
    expect(DEFAULT_WIDGET_PAYMENT_ORIGINS).toContain('https://js.stripe.com');
  });
  it('allows the card steps (/join, the membership page) their partner and no other page; same-origin stand-ins need none', () => {
    expect(checkoutPartners(PRODUCTION, CARD_STEP)).toEqual(['https://cdn.commerce7.com', 'https://api.commerce7.com']);
    const gateway = { ...PRODUCTION, paymentTokenizerScriptUrl: 'https://js.gateway.example/v1/tokenizer.js' };
    // /join's wizard and /profile/club-membership's card form: card steps.
    expect(checkoutPartners(gateway, CARD_STEP)).toEqual(['https://js.gateway.example']);
    // /club/6-bottle-red-wines: a store page.
    expect(checkoutPartners(gateway, STORE_PAGE)).toEqual([]);
    expect(checkoutPartners(LOCAL, WIDGET_PAGE)).toEqual([]);
    expect(checkoutPartners(LOCAL, CARD_STEP)).toEqual([]);
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
    // The render's trackers flag: / and /profile/order-receipt/1 run them; /checkout and /profile/orders say not.
    expect(withBuilderTrack({ connect: ['https://a.example'] }, production, true).connect).toEqual(['https://a.example', 'https://cdn.builder.io']);
    expect(withBuilderTrack({}, production, true).connect).toEqual(['https://cdn.builder.io']);
    expect(withBuilderTrack({}, production, false).connect).toBeUndefined();
    expect(withBuilderTrack({}, { builderTrackUrl: '/__emulator/content/api/v1/track' }, true).connect).toBeUndefined();
  });
});

describe("the widget's receipts under its profile route", () => {
  it("keep the widget's policy and add the tag manager's and Builder's origins; the widget's other pages get neither", () => {
    // Only what the policy reads: the rest of the settings play no part here.
    const config = {
      ...PRODUCTION,
      tagManagerSrc: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
      builderTrackUrl: 'https://cdn.builder.io/api/v1/track',
      editorOrigins: [],
      environment: 'production',
    } as unknown as AppConfig;
    // What routes/checkout-page.tsx says: a widget page, with trackers on its receipts only.
    const policyOf = (page: { receipt: boolean }) => {
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      applySecurityHeaders(headers, { nonce: 'n', preview: false, editing: false, thirdParties: thirdPartiesOf(config, WIDGET_PAGE, undefined, page.receipt), config });
      return headers.get('Content-Security-Policy') ?? '';
    };
    // /account/order-receipt/0026266d-955f-4bfe-9b3b-524f90fc7fe7
    const receipt = policyOf({ receipt: true });
    expect(receipt).toContain('https://cdn.commerce7.com');
    expect(receipt).toContain('https://www.googletagmanager.com');
    expect(receipt).toContain('https://cdn.builder.io');
    // /account, /checkout, /club-signup/6-bottle-red-wines
    const policy = policyOf({ receipt: false });
    expect(policy).toContain('https://cdn.commerce7.com');
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('https://cdn.builder.io');
  });
});

describe('Trusted Types and violation reports', () => {
  const config = { ...PRODUCTION, tagManagerSrc: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', builderTrackUrl: '/t', editorOrigins: [], environment: 'production' } as unknown as AppConfig;
  const headersOf = (loads: { widget?: boolean; cardStep?: boolean }, { trackers = false, editing = false } = {}) => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    applySecurityHeaders(headers, { nonce: 'n', preview: false, editing, thirdParties: thirdPartiesOf(config, loads, undefined, trackers), config });
    return { enforced: headers.get('Content-Security-Policy') ?? '', reportOnly: headers.get('Content-Security-Policy-Report-Only'), endpoints: headers.get('Reporting-Endpoints') };
  };

  it("enforces Trusted Types on the store's pages, with its own policies and the tag manager's where it may load", () => {
    // /, /collection/all: the store's scripts alone write into the page.
    const store = headersOf(STORE_PAGE, { trackers: true });
    expect(store.enforced).toContain(
      "require-trusted-types-for 'script'; trusted-types storefront#script-url storefront#html storefront#editor-script storefront#speculation-rules goog#html 'allow-duplicates'",
    );
    expect(store.reportOnly).toBeNull();
    // /profile/orders: no tag manager, so no policy of Google's.
    const account = headersOf(STORE_PAGE);
    expect(account.enforced).toContain("require-trusted-types-for 'script'; trusted-types storefront#script-url storefront#html storefront#editor-script storefront#speculation-rules;");
    expect(account.enforced).not.toContain('goog#html');
  });

  it("only reports Trusted Types where a partner's script or the editor's code runs: the widget pages, the card steps, Builder's editing frame", () => {
    for (const [page, options] of [
      [WIDGET_PAGE, {}],
      [CARD_STEP, {}],
      [STORE_PAGE, { editing: true }],
    ] as const) {
      const { enforced, reportOnly } = headersOf(page, options);
      expect(enforced).not.toContain('trusted-types');
      expect(reportOnly).toBe(
        `require-trusted-types-for 'script'; trusted-types storefront#script-url storefront#html storefront#editor-script storefront#speculation-rules; report-uri ${CSP_REPORT_PATH}; report-to csp`,
      );
    }
  });

  it('sends every violation to the store by report-uri and report-to', () => {
    const { enforced, endpoints } = headersOf(STORE_PAGE);
    expect(enforced).toContain('; report-uri /api/csp-report; report-to csp');
    expect(endpoints).toBe('csp="/api/csp-report"');
  });
});
