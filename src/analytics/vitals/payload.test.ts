import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { vitalsPayload, type MetricLike } from './payload.ts';
import { VitalsReportSchema } from './vitals.schema.ts';

const metric = (name: string, value: number, extra: Partial<MetricLike> = {}): MetricLike & Record<string, unknown> => ({
  name,
  value,
  rating: 'good',
  navigationType: 'navigate',
  // What web-vitals' Metric carries besides: never sent.
  id: 'v6-1700000000000-1234',
  delta: value,
  entries: [{ name: 'https://shop.example/product/x?email=ada%40example.com' }],
  navigationURL: 'https://shop.example/product/x?email=ada%40example.com',
  ...extra,
});

describe('vitalsPayload', () => {
  it('carries the page type and, per vital, its value, rating and navigation type: no URL, id or entries', () => {
    const payload = vitalsPayload('/product/x', [metric('TTFB', 120.04), metric('LCP', 1834.56, { rating: 'needs-improvement' }), metric('CLS', 0.012345)]);
    expect(payload).toEqual({
      pageType: 'product',
      metrics: [
        { name: 'TTFB', value: 120, rating: 'good', navigationType: 'navigate' },
        { name: 'LCP', value: 1834.6, rating: 'needs-improvement', navigationType: 'navigate' },
        { name: 'CLS', value: 0.0123, rating: 'good', navigationType: 'navigate' },
      ],
    });
    const text = JSON.stringify(payload);
    expect(text).not.toContain('email');
    expect(text).not.toContain('shop.example');
    expect(text).not.toContain('v6-');
  });

  it('keeps the latest value of a vital reported twice (a growing CLS, a later INP)', () => {
    const payload = vitalsPayload('/', [metric('CLS', 0.01), metric('INP', 40), metric('CLS', 0.2, { rating: 'needs-improvement' }), metric('INP', 260, { rating: 'needs-improvement' })]);
    expect(payload?.metrics).toEqual([
      { name: 'CLS', value: 0.2, rating: 'needs-improvement', navigationType: 'navigate' },
      { name: 'INP', value: 260, rating: 'needs-improvement', navigationType: 'navigate' },
    ]);
  });

  it('drops what is not one of the four vitals, and sends nothing when none is left', () => {
    expect(vitalsPayload('/', [metric('FCP', 900), metric('LCP', Number.NaN), metric('TTFB', -1)])).toBeNull();
    expect(vitalsPayload('/', [])).toBeNull();
  });

  it('builds what the endpoint accepts', () => {
    const payload = vitalsPayload('/club/6-bottle-red-wines?utm_source=x', [metric('LCP', 2400), metric('INP', 80), metric('CLS', 0), metric('TTFB', 300, { navigationType: 'back-forward-cache' })]);
    expect(v.safeParse(VitalsReportSchema, payload).success).toBe(true);
  });
});
