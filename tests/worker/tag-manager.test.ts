// The tag manager's page side (storefront spec 7): which pages name it, and what their CSP
// allows. Whether it loads is the visitor's consent, decided in the browser
// (tests/e2e/analytics.spec.ts): the page is the same for every visitor.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { ADULT, get, ORIGIN, PRODUCTION_VARS } from './helpers.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';

const PRODUCTION = { ...PRODUCTION_VARS, GTM_CONTAINER_ID: 'GTM-AB12CD3', PAGE_CACHE: 'off' };

function fetchWith(vars: Record<string, string>, path: string) {
  return worker.fetch(new Request(`${ORIGIN}${path}`, { headers: ADULT }), { ...(env as unknown as Record<string, unknown>), ...vars } as never, createExecutionContext());
}

const meta = (html: string) => /<meta name="tag-manager" content="([^"]*)"/.exec(html)?.[1];

describe('the tag manager on a page', () => {
  it('is named by shop pages: locally the emulator stand-in, with no other origin in the CSP', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(meta(await response.text())).toBe('/__emulator/gtm/gtm.js?id=GTM-EMUL8R');
    expect(response.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('in production, is Google Tag Manager, whose origins the page CSP allows', async () => {
    const response = await fetchWith(PRODUCTION, '/');
    expect(meta(await response.text())).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(/script-src [^;]*https:\/\/www\.googletagmanager\.com/.test(csp)).toBe(true);
    expect(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/.test(csp)).toBe(true);
  });

  it("never on checkout, the account pages nor any of the widget's pages (its sign-in and card step), and their CSP does not allow it", async () => {
    for (const path of ['/checkout', '/profile/login', '/cart', '/account', '/club-signup/6-bottle-red-wines']) {
      const response = await fetchWith(PRODUCTION, path);
      const html = await response.text();
      expect(meta(html), path).toBeUndefined();
      expect(response.headers.get('content-security-policy'), path).not.toContain('googletagmanager');
    }
  });

  it('not in development, nor without a container id', async () => {
    for (const vars of [
      { ...PRODUCTION, ENVIRONMENT: 'development' },
      { ...PRODUCTION, GTM_CONTAINER_ID: '' },
    ]) {
      const response = await fetchWith(vars, '/');
      expect(meta(await response.text())).toBeUndefined();
      expect(response.headers.get('content-security-policy')).not.toContain('googletagmanager');
    }
  });

  it("never in an editor's signed preview, nor does its CSP allow it", async () => {
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, '/', Math.floor(Date.now() / 1000) + 3600);
    const response = await fetchWith(PRODUCTION, `/?preview=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(meta(await response.text())).toBeUndefined();
    expect(response.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('serves the stand-in script locally', async () => {
    const response = await get('/__emulator/gtm/gtm.js?id=GTM-EMUL8R');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('__emulatorTagManager');
  });
});
