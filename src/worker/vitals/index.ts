// Field speed recorded with Workers Analytics Engine (the VITALS dataset binding in
// production: wrangler.toml [[env.production.analytics_engine_datasets]]). Sources:
// developers.cloudflare.com/analytics/analytics-engine/ ("Write to Analytics Engine":
// `writeDataPoint({ blobs, doubles, indexes })`, non-blocking, nothing to await) and its
// "Limits" page (at most 20 blobs of 16 kB in all, 20 doubles, one index of at most 96
// bytes per point, 25 points per Worker invocation).
//
// One data point per measurement, the layout the team's SQL reads (SELECT ... FROM
// storefront_vitals): index1 = the page type (the sampling key: rarely seen page types keep
// their points when Cloudflare samples), blob1 = metric (LCP, INP, CLS, TTFB), blob2 = page
// type, blob3 = rating, blob4 = navigation type, blob5 = environment, double1 = value
// (milliseconds; CLS unitless).
//
// Locally there is no Analytics Engine: a stand-in with the same `writeDataPoint` hands each
// point to the emulator (through the BACKEND binding), which keeps it for
// GET /__emulator/vitals.
import type { Fetcher } from '../../platform/upstream/index.ts';
import type { VitalsReport } from '../../analytics/vitals/vitals.schema.ts';

/** The dataset's name (wrangler.toml's `dataset`), also the stand-in's. */
export const VITALS_DATASET = 'storefront_vitals';
/** Where the local stand-in hands its points: the emulator, reached through BACKEND. */
const EMULATOR_DATASETS_URL = 'https://emulator.internal/analytics-engine/datasets';

export type VitalsDataset = Pick<AnalyticsEngineDataset, 'writeDataPoint'>;

/** The data points a validated report becomes (one per measurement). */
export function dataPointsOf(report: VitalsReport, environment: string): AnalyticsEngineDataPoint[] {
  return report.metrics.map((metric) => ({
    indexes: [report.pageType],
    blobs: [metric.name, report.pageType, metric.rating, metric.navigationType, environment],
    doubles: [metric.value],
  }));
}

/**
 * The dataset to write to: the binding where one exists (production); locally the
 * emulator's stand-in; elsewhere without a binding, none (measurements are dropped, and
 * said so once per isolate).
 */
export function vitalsDataset(binding: VitalsDataset | undefined, environment: string, fetcher: Fetcher, waitUntil: (promise: Promise<unknown>) => void): VitalsDataset | null {
  if (binding) return binding;
  if (environment === 'local') return emulatorDataset(fetcher, waitUntil);
  if (!warned) {
    warned = true;
    console.warn('[vitals] no VITALS Analytics Engine binding: field speed reports are dropped');
  }
  return null;
}
let warned = false;

/** The stand-in: same call, same fire-and-forget contract (a failure is logged, never thrown). */
function emulatorDataset(fetcher: Fetcher, waitUntil: (promise: Promise<unknown>) => void): VitalsDataset {
  return {
    writeDataPoint(point) {
      const request = new Request(`${EMULATOR_DATASETS_URL}/${VITALS_DATASET}/points`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(point ?? {}),
      });
      waitUntil(
        fetcher(request).then(
          async (response) => {
            if (!response.ok) console.warn(`[vitals] the Analytics Engine stand-in refused a point: ${response.status} ${await response.text()}`);
          },
          (error: unknown) => console.warn('[vitals] the Analytics Engine stand-in is unreachable', error),
        ),
      );
    },
  };
}
