// The body of POST /api/vitals (payload.ts builds it in the browser). Strict: unknown fields
// are refused; names, ratings, navigation types and page types are closed lists, values bounded.
import * as v from 'valibot';
import { PAGE_TYPES } from './page-type.ts';
import { MAX_CLS, MAX_METRICS_PER_REPORT, MAX_TIMING_MS, NAVIGATION_TYPES, VITAL_NAMES, VITAL_RATINGS } from './vitals.limits.ts';

const Measurement = v.pipe(
  v.strictObject({
    name: v.picklist(VITAL_NAMES),
    value: v.pipe(v.number(), v.finite(), v.minValue(0)),
    rating: v.picklist(VITAL_RATINGS),
    navigationType: v.picklist(NAVIGATION_TYPES),
  }),
  v.check((metric) => metric.value <= (metric.name === 'CLS' ? MAX_CLS : MAX_TIMING_MS), 'value out of range'),
);

export const VitalsReportSchema = v.strictObject({
  pageType: v.picklist(PAGE_TYPES),
  metrics: v.pipe(
    v.array(Measurement),
    v.minLength(1),
    v.maxLength(MAX_METRICS_PER_REPORT),
    v.check((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, 'each metric at most once'),
  ),
});

export type VitalsReport = v.InferOutput<typeof VitalsReportSchema>;
