// The reporter's consent rule without a browser: web-vitals is replaced by callbacks the test
// fires, and the page by a minimal window (cookie, visibility, beacon).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Reporter = (metric: { name: string; value: number; rating: string; navigationType: string }) => void;
const reporters: Record<string, Reporter> = {};
vi.mock('web-vitals', () => ({
  onTTFB: (report: Reporter) => (reporters.TTFB = report),
  onLCP: (report: Reporter) => (reporters.LCP = report),
  onCLS: (report: Reporter) => (reporters.CLS = report),
  onINP: (report: Reporter) => (reporters.INP = report),
}));

const page = new EventTarget();
const beacons: { url: string; body: string }[] = [];
const doc = { cookie: '', visibilityState: 'visible' };
const saved = { ...Object.getOwnPropertyDescriptors(globalThis) };

beforeEach(() => {
  vi.resetModules();
  beacons.length = 0;
  doc.cookie = '';
  doc.visibilityState = 'visible';
  Object.assign(globalThis, {
    window: globalThis,
    document: doc,
    location: { pathname: '/product/isosceles-2021' },
    addEventListener: page.addEventListener.bind(page),
    removeEventListener: page.removeEventListener.bind(page),
    dispatchEvent: page.dispatchEvent.bind(page),
  });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { sendBeacon: (url: string, body: string) => (beacons.push({ url, body }), true) },
  });
});

afterEach(() => {
  for (const key of ['window', 'document', 'location', 'addEventListener', 'removeEventListener', 'dispatchEvent', 'navigator']) {
    const descriptor = saved[key];
    if (descriptor) Object.defineProperty(globalThis, key, descriptor);
    else delete (globalThis as Record<string, unknown>)[key];
  }
});

async function start() {
  const { startVitals } = await import('./browser.ts');
  startVitals();
  reporters.TTFB?.({ name: 'TTFB', value: 80, rating: 'good', navigationType: 'navigate' });
  reporters.LCP?.({ name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate' });
}

function hide() {
  doc.visibilityState = 'hidden';
  page.dispatchEvent(new Event('visibilitychange'));
}

const decide = (value: string) => {
  doc.cookie = `consent=${value}`;
  page.dispatchEvent(new Event('consent-change'));
};

describe('startVitals', () => {
  it('with analytics consent, sends what was measured when the page is hidden, once', async () => {
    doc.cookie = 'age_gate=false; consent=v1.a1.m0.p1';
    await start();
    hide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/vitals');
    expect(JSON.parse(beacons[0]!.body)).toEqual({
      pageType: 'product',
      metrics: [
        { name: 'TTFB', value: 80, rating: 'good', navigationType: 'navigate' },
        { name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate' },
      ],
    });
    hide();
    expect(beacons).toHaveLength(1);
  });

  it('without a decision sends nothing, and sends what waited once analytics is allowed', async () => {
    await start();
    hide();
    expect(beacons).toEqual([]);
    doc.visibilityState = 'visible';
    decide('v1.a1.m1.p1');
    hide();
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(beacons[0]!.body).metrics.map((m: { name: string }) => m.name)).toEqual(['TTFB', 'LCP']);
  });

  it('a malformed or older consent cookie is no decision: nothing is sent', async () => {
    doc.cookie = 'consent=v0.a1.m1.p1';
    await start();
    hide();
    doc.cookie = 'consent=yes';
    hide();
    expect(beacons).toEqual([]);
  });

  it('drops what it kept when analytics is refused, and sends nothing after', async () => {
    await start();
    decide('v1.a0.m1.p1');
    reporters.CLS?.({ name: 'CLS', value: 0.1, rating: 'good', navigationType: 'navigate' });
    hide();
    expect(beacons).toEqual([]);
  });

  it('refused from the start: measures nothing', async () => {
    doc.cookie = 'consent=v1.a0.m0.p0';
    for (const key of Object.keys(reporters)) delete reporters[key];
    await start();
    expect(Object.keys(reporters)).toEqual([]);
  });
});
