// What one field-speed report carries: the page type (never the URL) and, per Core Web
// Vital, its latest value, rating and how the page was reached. Nothing else of web-vitals'
// metric (its entries name DOM elements and URLs) leaves the page.
import { pageTypeOf, type PageType } from './page-type.ts';
import { MAX_METRICS_PER_REPORT, VITAL_NAMES, type NAVIGATION_TYPES, type VITAL_RATINGS } from './vitals.limits.ts';

export type VitalName = (typeof VITAL_NAMES)[number];

export type VitalMeasurement = {
  name: VitalName;
  value: number;
  rating: (typeof VITAL_RATINGS)[number];
  navigationType: (typeof NAVIGATION_TYPES)[number];
};

export type VitalsPayload = { pageType: PageType; metrics: VitalMeasurement[] };

/** The fields of a web-vitals Metric the report reads (a structural subset of it). */
export type MetricLike = { name: string; value: number; rating: VitalMeasurement['rating']; navigationType: VitalMeasurement['navigationType'] };

const isVital = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

/** CLS is a score (4 decimals keep its precision); the timings are milliseconds (0.1 ms is plenty). */
const rounded = (name: VitalName, value: number) => (name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value * 10) / 10);

/**
 * The report for a page at `path` from the metrics measured on it: the latest value of each
 * vital (a later CLS or INP replaces an earlier one), other metrics dropped; null when none is left.
 */
export function vitalsPayload(path: string, metrics: readonly MetricLike[]): VitalsPayload | null {
  const latest = new Map<VitalName, VitalMeasurement>();
  for (const metric of metrics) {
    if (!isVital(metric.name) || !Number.isFinite(metric.value) || metric.value < 0) continue;
    latest.set(metric.name, { name: metric.name, value: rounded(metric.name, metric.value), rating: metric.rating, navigationType: metric.navigationType });
  }
  if (latest.size === 0) return null;
  return { pageType: pageTypeOf(path), metrics: [...latest.values()].slice(0, MAX_METRICS_PER_REPORT) };
}
