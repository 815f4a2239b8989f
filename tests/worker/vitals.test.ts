// POST /api/vitals end to end: a browser's Core Web Vitals become Analytics Engine data
// points; locally the emulator's stand-in keeps them (GET /__emulator/vitals), so this
// reads exactly what production would have written.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulator, ORIGIN } from './helpers.ts';

type Stored = {
  dataset: string;
  point: { indexes?: string[]; blobs?: string[]; doubles?: number[] };
  vital: { metric: string; pageType: string; rating: string; navigationType: string; environment: string; value: number };
};

async function storedPoints(): Promise<Stored[]> {
  const response = await emulator('/__emulator/vitals');
  expect(response.status).toBe(200);
  return ((await response.json()) as { points: Stored[] }).points;
}

// The emulator migrates and seeds itself on its first request: done before the first test's wait.
beforeAll(async () => {
  await storedPoints();
});

/** Each test reports from its own client address, so the per-client limit of one never touches another. */
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

function send(body: unknown, init: { client?: string; origin?: string; raw?: string } = {}) {
  return SELF.fetch(`${ORIGIN}/api/vitals`, {
    method: 'POST',
    // What navigator.sendBeacon sends for a string body.
    headers: { origin: init.origin ?? ORIGIN, 'content-type': 'text/plain;charset=UTF-8', 'cf-connecting-ip': init.client ?? newClient() },
    body: init.raw ?? JSON.stringify(body),
  });
}

/** A value no other test sends, to find this test's points among the stand-in's. */
const uniqueValue = () => 1000 + Math.round(Math.random() * 1e6) / 10;

const report = (lcp: number) => ({
  pageType: 'product',
  metrics: [
    { name: 'LCP', value: lcp, rating: 'good', navigationType: 'navigate' },
    { name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' },
    { name: 'TTFB', value: 95.5, rating: 'good', navigationType: 'navigate' },
  ],
});

describe('POST /api/vitals', () => {
  it('answers 204 with no body and writes one data point per metric, filed under the page type', async () => {
    const lcp = uniqueValue();
    const response = await send(report(lcp));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    let points: Stored[] = [];
    await expect.poll(async () => (points = await storedPoints()).some((p) => p.vital.metric === 'LCP' && p.vital.value === lcp), { timeout: 5000 }).toBe(true);
    const lcpPoint = points.find((p) => p.vital.metric === 'LCP' && p.vital.value === lcp)!;
    expect(lcpPoint.dataset).toBe('storefront_vitals');
    expect(lcpPoint.point).toEqual({ indexes: ['product'], blobs: ['LCP', 'product', 'good', 'navigate', 'local'], doubles: [lcp] });
    // Its CLS and TTFB were written by the same report, just before it.
    const siblings = points.filter((p) => p.vital.pageType === 'product' && p.vital.environment === 'local' && (p.vital.metric === 'CLS' || p.vital.metric === 'TTFB'));
    expect(siblings.map((p) => p.vital.metric)).toEqual(expect.arrayContaining(['CLS', 'TTFB']));
  });

  it('refuses a malformed report with 400, echoing none of it, and writes nothing', async () => {
    const before = (await storedPoints()).length;
    const notJson = await send(null, { raw: '{"pageType": "home", "metrics": [secret-words' });
    expect(notJson.status).toBe(400);
    const marker = 'secret-words@example.com';
    const wrongShape = await send({ pageType: `/product/x?email=${marker}`, metrics: [{ name: 'LCP', value: 1, rating: 'good', navigationType: 'navigate' }] });
    expect(wrongShape.status).toBe(400);
    const text = await wrongShape.text();
    expect(text).not.toContain('secret-words');
    expect(text).not.toContain('/product/x');
    expect(JSON.parse(text)).toEqual({ message: 'A speed report needs a page type and its metrics (LCP, INP, CLS, TTFB: value, rating, navigation type), as JSON.' });
    const unknownMetric = await send({ pageType: 'home', metrics: [{ name: 'FID', value: 1, rating: 'good', navigationType: 'navigate' }] });
    expect(unknownMetric.status).toBe(400);
    expect((await storedPoints()).length).toBe(before);
  });

  it('refuses a body past 2 kB with 413', async () => {
    const response = await send(null, { raw: JSON.stringify({ ...report(1), padding: 'x'.repeat(2100) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'A speed report may be at most 2 kB.' });
  });

  it('answers 429 past 120 reports from one client in the window', async () => {
    const client = newClient();
    for (let i = 0; i < 120; i++) {
      const response = await send(report(1 + i), { client });
      expect(response.status, `report ${i + 1}`).toBe(204);
    }
    const refused = await send(report(1), { client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await send(report(1))).status).toBe(204);
  });

  it('refuses a cross-origin POST with 403', async () => {
    const response = await send(report(uniqueValue()), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe("Analytics Engine's stand-in", () => {
  it("refuses a point past Cloudflare's documented limits (two indexes, an index over 96 bytes, 21 blobs)", async () => {
    const write = (point: unknown) => emulator('/analytics-engine/datasets/storefront_vitals/points', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(point) });
    expect((await write({ indexes: ['a', 'b'] })).status).toBe(400);
    expect((await write({ indexes: ['x'.repeat(97)] })).status).toBe(400);
    expect((await write({ blobs: Array.from({ length: 21 }, () => 'b') })).status).toBe(400);
    expect((await write({ indexes: ['home'], blobs: ['LCP'], doubles: [1] })).status).toBe(204);
  });
});
