// deploy:check's refusals: what only ever stood for a winery here (the emulator's tenant and
// app, the sample winery's brand, pickup address and site, the emulator's addresses) and a
// widget route list the Worker itself would refuse, against a production section that is
// otherwise ready.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onSampleSite, routingLines, sampleOf, varProblems, widgetRoutesOf } from './deploy-rules.ts';

const sample = sampleOf({ COMMERCE_TENANT: 'triangle-ridge', COMMERCE_APP_ID: 'triangle-ridge-storefront' });

/** A winery's own production vars: nothing to refuse. */
const ready = {
  ENVIRONMENT: 'production',
  BRAND_NAME: 'Oak Bend Cellars',
  CLUB_DISCOUNT_PERCENTAGE: '15',
  DEFAULT_CLUB_URL: '/club#choose-your-club',
  CACHE_TTL_SECONDS: '60',
  COMMERCE_API_URL: 'https://api.commerce7.com/v1',
  COMMERCE_TENANT: 'oak-bend',
  COMMERCE_APP_ID: 'oak-bend-store',
  CONTENT_API_URL: 'https://cdn.builder.io',
  MARKETING_API_URL: 'https://a.klaviyo.com',
  COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js',
  COMMERCE_WIDGET_ROUTES: 'profile=/account club=/club-signup',
  SMS_TERMS_URL: 'https://www.oakbendcellars.com/mobile-terms',
  PUBLIC_ORIGIN: 'https://www.oakbendcellars.com',
  PICKUP_ADDRESS: 'Oak Bend Cellars, 12 Mill Lane, Sonoma, CA 95476 · Thu–Mon 11am–4pm',
};

const problemsWith = (change: Record<string, string | undefined>) => varProblems({ ...ready, ...change }, sample);

describe('deploy:check rules', () => {
  it("passes a winery's own values", () => {
    expect(varProblems(ready, sample)).toEqual([]);
  });

  it("refuses the emulator's tenant and app id", () => {
    expect(problemsWith({ COMMERCE_TENANT: 'triangle-ridge' })).toEqual([expect.stringMatching(/^COMMERCE_TENANT = "triangle-ridge" is the emulator's tenant/)]);
    expect(problemsWith({ COMMERCE_APP_ID: 'triangle-ridge-storefront' })).toEqual([expect.stringMatching(/^COMMERCE_APP_ID = "triangle-ridge-storefront" is the emulator's app/)]);
  });

  it("refuses the sample winery's brand and pickup address, and a pickup address left out (the Worker would show the sample's)", () => {
    expect(problemsWith({ BRAND_NAME: 'Triangle Ridge Winery' })).toEqual([expect.stringMatching(/^BRAND_NAME = "Triangle Ridge Winery" is the sample winery's/)]);
    expect(problemsWith({ PICKUP_ADDRESS: 'Triangle Ridge Winery, 3 Ridge Road, Napa, CA 94558 · daily 10am–5pm' })).toEqual([expect.stringMatching(/^PICKUP_ADDRESS = .* is the sample winery's/)]);
    expect(problemsWith({ PICKUP_ADDRESS: undefined })).toEqual([expect.stringMatching(/^PICKUP_ADDRESS is missing/)]);
  });

  it("refuses the sample winery's site as the origin or the SMS terms, on any domain", () => {
    expect(problemsWith({ PUBLIC_ORIGIN: 'https://www.triangleridge.com' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN = "https:\/\/www.triangleridge.com" is the sample winery's site/)]);
    expect(problemsWith({ SMS_TERMS_URL: 'https://triangleridgewinery.com/mobile-terms' })).toEqual([expect.stringMatching(/^SMS_TERMS_URL = .* is the sample winery's site/)]);
    // The example host the repository ships is named once, as a placeholder.
    expect(problemsWith({ PUBLIC_ORIGIN: 'https://www.triangleridge.example' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN = .* is a placeholder/)]);
    expect(onSampleSite('https://www.ridgeline-wines.com', sample.brand)).toBe(false);
  });

  it("refuses the local emulator's addresses", () => {
    expect(problemsWith({ COMMERCE_API_URL: 'https://emulator.internal/commerce/v1' })).toEqual([expect.stringMatching(/^COMMERCE_API_URL = .* points at the local emulator/)]);
    expect(problemsWith({ COMMERCE_WIDGET_SCRIPT_URL: '/__emulator/hosted/commerce7.js' })).toEqual([expect.stringMatching(/^COMMERCE_WIDGET_SCRIPT_URL = .* points at the local emulator/)]);
  });

  it("refuses a route list the Worker's parseWidgetRoutes refuses, with its sentence", () => {
    expect(problemsWith({ COMMERCE_WIDGET_ROUTES: 'profile=/account checkout' })).toEqual([expect.stringMatching(/^COMMERCE_WIDGET_ROUTES: "checkout" is not key=\/path/)]);
    expect(problemsWith({ COMMERCE_WIDGET_ROUTES: 'profile=/profile' })).toEqual([expect.stringMatching(/^COMMERCE_WIDGET_ROUTES: profile=\/profile collides with the store's own/)]);
    expect(problemsWith({ COMMERCE_WIDGET_ROUTES: 'cart=/bag checkout=/bag' })).toEqual([expect.stringMatching(/^COMMERCE_WIDGET_ROUTES: .*both use \/bag/)]);
  });

  it("knows the sample winery as the repository ships it: wrangler.toml's local brand and pickup address", () => {
    const toml = readFileSync(path.resolve(import.meta.dirname, '../../wrangler.toml'), 'utf8');
    const local = toml.slice(toml.indexOf('\n[vars]\n'), toml.indexOf('\n[[kv_namespaces]]'));
    expect(/^BRAND_NAME = "(.*)"$/m.exec(local)?.[1]).toBe(sample.brand);
    expect(/^PICKUP_ADDRESS = "(.*)"$/m.exec(local)?.[1]).toBe(sample.pickupAddress);
  });

  it('still names a missing required var', () => {
    expect(problemsWith({ COMMERCE_TENANT: ' ' })).toEqual([expect.stringMatching(/^COMMERCE_TENANT is missing/)]);
  });

  it("prints one line per route to type into Commerce7's front-end routing", () => {
    const routes = widgetRoutesOf({ COMMERCE_WIDGET_ROUTES: 'profile=/my-account cart=/bag' });
    if (!('routes' in routes)) throw new Error(routes.problem);
    expect(routingLines(routes.routes)).toEqual([
      'Profile      my-account',
      'Collection   collections',
      'Product      products',
      'Club         club-signup',
      'Checkout     checkout',
      'Cart         bag',
      'Privacy      privacy-policy',
      'Terms        terms-of-use',
      'Reservation  reservation',
    ]);
  });
});
