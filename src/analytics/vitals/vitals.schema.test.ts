import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { VitalsReportSchema } from './vitals.schema.ts';

const LCP = { name: 'LCP', value: 1800, rating: 'good', navigationType: 'navigate' };
const ok = (body: unknown) => v.safeParse(VitalsReportSchema, body).success;

describe('VitalsReportSchema (the body of POST /api/vitals)', () => {
  it('accepts a report of known vitals on a known page type', () => {
    expect(ok({ pageType: 'home', metrics: [LCP, { name: 'CLS', value: 0.05, rating: 'good', navigationType: 'reload' }] })).toBe(true);
  });

  it.each([
    ['an unknown page type', { pageType: '/product/x', metrics: [LCP] }],
    ['a URL beside the type', { pageType: 'home', url: 'https://x.example/?email=a@b.c', metrics: [LCP] }],
    ['no metrics', { pageType: 'home', metrics: [] }],
    ['an unknown metric', { pageType: 'home', metrics: [{ ...LCP, name: 'FID' }] }],
    ['a field web-vitals has but the report leaves out', { pageType: 'home', metrics: [{ ...LCP, id: 'v6-1' }] }],
    ['a negative value', { pageType: 'home', metrics: [{ ...LCP, value: -1 }] }],
    ['a value as text', { pageType: 'home', metrics: [{ ...LCP, value: '1800' }] }],
    ['a timing past ten minutes', { pageType: 'home', metrics: [{ ...LCP, value: 600_001 }] }],
    ['a CLS past 100', { pageType: 'home', metrics: [{ name: 'CLS', value: 101, rating: 'poor', navigationType: 'navigate' }] }],
    ['an unknown rating', { pageType: 'home', metrics: [{ ...LCP, rating: 'great' }] }],
    ['an unknown navigation type', { pageType: 'home', metrics: [{ ...LCP, navigationType: 'teleport' }] }],
    ['a vital twice', { pageType: 'home', metrics: [LCP, LCP] }],
    ['more than eight metrics', { pageType: 'home', metrics: Array.from({ length: 9 }, () => LCP) }],
    ['not an object', ['home', LCP]],
  ])('refuses %s', (_, body) => {
    expect(ok(body)).toBe(false);
  });
});
