import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_ROUTES } from '../widget/routes.ts';
import { checkPaymentPages, hashOf, missingHeaders, type TamperDeps } from './tamper.ts';
import { paymentPagePolicy, paymentPages } from './inventory.ts';

const SETTINGS = {
  commerceWidgetScriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js',
  commerceWidgetStyleUrl: 'https://cdn.commerce7.com/v2/commerce7.css',
  commerceApiUrl: 'https://api.commerce7.com/v1',
  paymentTokenizerScriptUrl: undefined,
  widgetPaymentOrigins: ['https://js.stripe.com'],
  widgetRoutes: DEFAULT_WIDGET_ROUTES,
  tagManagerSrc: undefined,
  builderTrackUrl: 'https://cdn.builder.io/api/v1/track',
  environment: 'production' as const,
};

/** The headers the Worker sends on a payment page, as the check fetches them. */
function pageHeaders(path: string): Headers {
  const page = paymentPages(SETTINGS).find((p) => p.paths.includes(path))!;
  return new Headers({
    'content-security-policy': paymentPagePolicy(SETTINGS, page),
    'reporting-endpoints': 'csp="/api/csp-report"',
    'content-security-policy-report-only': "require-trusted-types-for 'script'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
    'strict-transport-security': 'max-age=31536000',
  });
}

function deps(edit: (path: string, headers: Headers) => void = () => {}, kv = new Map<string, string>(), reported: Record<string, string>[] = []): TamperDeps & { reported: Record<string, string>[] } {
  return {
    settings: SETTINGS,
    kv: { get: async (key: string) => kv.get(key) ?? null, put: async (key: string, value: string) => void kv.set(key, value) } as unknown as TamperDeps['kv'],
    fetchFile: async (url) => new Response(`/* ${url} */`),
    fetchPage: async (path) => {
      const headers = pageHeaders(path);
      edit(path, headers);
      return new Response('<!doctype html>', { headers });
    },
    report: (_error, context) => void reported.push(context ?? {}),
    reported,
  };
}

describe('the tamper check of the payment pages', () => {
  it("passes the Worker's own headers, and reports a page whose policy lost its nonce or gained an origin, with the old and new fingerprint", async () => {
    const kv = new Map<string, string>();
    expect(await checkPaymentPages(deps(() => {}, kv))).toEqual([]);
    const run = deps((path, headers) => {
      if (path !== '/checkout') return;
      const csp = headers.get('content-security-policy')!;
      headers.set('content-security-policy', csp.replace("'nonce-NONCE' 'strict-dynamic'", "'unsafe-inline' https://skimmer.example"));
      headers.delete('x-content-type-options');
    }, kv);
    const findings = await checkPaymentPages(run);
    expect(findings.map((f) => `${f.kind} ${f.subject}${'detail' in f ? `: ${f.detail}` : ''}`)).toEqual([
      "header-missing /checkout: script-src with a nonce and 'strict-dynamic'",
      "header-missing /checkout: script-src without 'unsafe-inline' and 'unsafe-eval'",
      'header-missing /checkout: X-Content-Type-Options: nosniff',
      'origin-unjustified /checkout: https://skimmer.example',
      'headers-changed /checkout',
    ]);
    expect(run.reported.find((tags) => tags.kind === 'headers-changed')).toMatchObject({
      section: 'tamper',
      subject: '/checkout',
      oldHash: expect.stringMatching(/^sha256:/),
      newHash: expect.stringMatching(/^sha256:/),
    });
  });

  it('asks for HSTS outside local only', () => {
    const headers = pageHeaders('/checkout');
    headers.delete('strict-transport-security');
    expect(missingHeaders(headers, 'local')).toEqual([]);
    expect(missingHeaders(headers, 'production')).toEqual(['Strict-Transport-Security']);
  });

  it('writes a hash the error service keeps (no run of 32 hex or base64 characters its scrubber would replace)', async () => {
    expect(await hashOf('x')).toMatch(/^sha256:([0-9a-f]{8}:){7}[0-9a-f]{8}$/);
  });
});
