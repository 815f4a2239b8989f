// The browser hook with the browser's globals stood in for: what it sends, once, and at most
// MAX_REPORTS_PER_PAGE times a page view.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_REPORTS_PER_PAGE } from './report.limits.ts';

const beacons: { url: string; body: string }[] = [];
const fetched: { url: string; init: RequestInit }[] = [];
let fetchAnswer: () => Promise<Response> = async () => new Response(null, { status: 202 });

const windowEvents = new EventTarget();
/** The page's font faces as the hook finds them: one failed before it was installed, one loaded. */
const fonts = Object.assign(new EventTarget(), {
  forEach(callback: (face: { family: string; status: string }) => void) {
    [
      { family: '"Source Sans 3"', status: 'error' },
      { family: 'Lora', status: 'loaded' },
    ].forEach(callback);
  },
});

beforeAll(() => {
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('document', { fonts });
  vi.stubGlobal('location', { pathname: '/product/cabernet' });
  vi.stubGlobal('navigator', { sendBeacon: (url: string, body: string) => (beacons.push({ url, body }), true) });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => (fetched.push({ url, init }), fetchAnswer()));
});
afterAll(() => vi.unstubAllGlobals());

// A fresh module per test file keeps the once-per-page memory to this file.
const { installErrorHooks, reportError, sendFeedback } = await import('./browser.ts');

describe('installErrorHooks', () => {
  it('reports a font that failed before it was installed, then an uncaught error, an unhandled rejection and a failed font, and skips an opaque cross-origin "Script error."', () => {
    installErrorHooks();
    // The font that failed before the hook was there, reported at once; the loaded one not.
    expect(beacons.map((beacon) => JSON.parse(beacon.body) as { message: string; tags: Record<string, string> })).toEqual([
      expect.objectContaining({ message: 'Font fetch failed: Source Sans 3', tags: { section: 'fonts' } }),
    ]);
    const before = beacons.length;
    windowEvents.dispatchEvent(Object.assign(new Event('error'), { error: new RangeError('uncaught one'), message: 'uncaught one' }));
    windowEvents.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    windowEvents.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected one') }));
    fonts.dispatchEvent(Object.assign(new Event('loadingerror'), { fontfaces: [{ family: 'Brand Serif' }] }));
    const sentNow = beacons.slice(before).map((beacon) => JSON.parse(beacon.body) as { message: string; tags: Record<string, string> });
    expect(sentNow).toEqual([
      expect.objectContaining({ message: 'uncaught one', tags: { mechanism: 'onerror' } }),
      expect.objectContaining({ message: 'rejected one', tags: { mechanism: 'onunhandledrejection' } }),
      expect.objectContaining({ message: 'Font fetch failed: Brand Serif', tags: { section: 'fonts' } }),
    ]);
  });
});

describe('reportError', () => {
  it('sends a beacon to /api/errors with the error, its tags and the page path', () => {
    reportError(new TypeError('cart add failed'), { section: 'cart' });
    const last = beacons.at(-1)!;
    expect(last.url).toBe('/api/errors');
    expect(JSON.parse(last.body)).toMatchObject({ kind: 'error', name: 'TypeError', message: 'cart add failed', tags: { section: 'cart' }, url: '/product/cabernet' });
  });

  it('sends the same report once per page view', () => {
    const before = beacons.length;
    const error = new Error('same one');
    reportError(error, { section: 'x' });
    reportError(error, { section: 'x' });
    expect(beacons.length - before).toBe(1);
  });

  it(`stops after ${MAX_REPORTS_PER_PAGE} reports in one page view`, () => {
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++) reportError(new Error(`distinct ${i}`));
    expect(beacons.length).toBe(MAX_REPORTS_PER_PAGE);
  });
});

describe('sendFeedback', () => {
  it('posts the words with fetch keepalive and says whether they arrived', async () => {
    expect(await sendFeedback('It broke at checkout', { reference: 'r1' })).toBe(true);
    const last = fetched.at(-1)!;
    expect(last.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(last.init.body))).toEqual({ kind: 'feedback', message: 'It broke at checkout', tags: { reference: 'r1' }, url: '/product/cabernet' });
    fetchAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendFeedback('again')).toBe(false);
    fetchAnswer = async () => new Response('{}', { status: 429 });
    expect(await sendFeedback('again')).toBe(false);
  });
});
