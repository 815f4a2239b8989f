import { describe, expect, it, vi } from 'vitest';
import { dataPointsOf, vitalsDataset } from './index.ts';

describe('dataPointsOf', () => {
  it('writes one point per measurement: the page type as index, metric, type, rating, navigation and environment as blobs, the value as double', () => {
    const points = dataPointsOf(
      {
        pageType: 'product',
        metrics: [
          { name: 'LCP', value: 2100.5, rating: 'good', navigationType: 'navigate' },
          { name: 'CLS', value: 0.15, rating: 'needs-improvement', navigationType: 'navigate' },
        ],
      },
      'production',
    );
    expect(points).toEqual([
      { indexes: ['product'], blobs: ['LCP', 'product', 'good', 'navigate', 'production'], doubles: [2100.5] },
      { indexes: ['product'], blobs: ['CLS', 'product', 'needs-improvement', 'navigate', 'production'], doubles: [0.15] },
    ]);
  });
});

describe('vitalsDataset', () => {
  const never = () => Promise.reject(new Error('no fetch expected'));

  it('writes through the Analytics Engine binding where there is one', () => {
    const binding = { writeDataPoint: vi.fn() };
    expect(vitalsDataset(binding, 'production', never, () => {})).toBe(binding);
  });

  it("locally, without a binding, hands each point to the emulator's stand-in", async () => {
    const requests: Request[] = [];
    const pending: Promise<unknown>[] = [];
    const dataset = vitalsDataset(
      undefined,
      'local',
      async (request) => (requests.push(request), new Response(null, { status: 204 })),
      (p) => pending.push(p),
    );
    dataset?.writeDataPoint({ indexes: ['home'], blobs: ['TTFB'], doubles: [80] });
    await Promise.all(pending);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://emulator.internal/analytics-engine/datasets/storefront_vitals/points');
    expect(await requests[0]!.json()).toEqual({ indexes: ['home'], blobs: ['TTFB'], doubles: [80] });
  });

  it('outside local development without a binding, drops the points rather than failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(vitalsDataset(undefined, 'production', never, () => {})).toBeNull();
    warn.mockRestore();
  });
});
