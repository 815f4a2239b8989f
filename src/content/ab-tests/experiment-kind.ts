// Experiment kinds (storefront spec 3, "Experiment kinds: CRO Mobile, CRO Mobile and
// Desktop"): which visitors an experiment runs for. A page under test names its kind in the
// page model's `experimentKind` field (an enum input; where the original kept it is not in the
// spec: unverified). "CRO Mobile" runs only for phones; "CRO Mobile and Desktop" for every
// device; a test naming no kind is Builder's plain A/B test, for everyone. Visitors an
// experiment does not run for see the default content and get no test cookie.

export const EXPERIMENT_KINDS = ['CRO Mobile', 'CRO Mobile and Desktop'] as const;
export type ExperimentKind = (typeof EXPERIMENT_KINDS)[number];

export type Device = 'mobile' | 'tablet' | 'desktop';

/** The kind an entry's data names; anything else (absent, null, an unknown word) is none. */
export function experimentKindOf(data: Record<string, unknown> | null | undefined): ExperimentKind | null {
  const value = data?.experimentKind;
  return (EXPERIMENT_KINDS as readonly unknown[]).includes(value) ? (value as ExperimentKind) : null;
}

export function experimentRunsOn(kind: ExperimentKind | null | undefined, device: Device): boolean {
  if (kind === 'CRO Mobile') return device === 'mobile';
  return true;
}

/**
 * The visitor's device as the edge can tell it: the `Sec-CH-UA-Mobile` client hint when the
 * browser sends it, otherwise the user agent (tablets first: an iPad or an Android without
 * "Mobile"; spec 9 "Tablet detection: ... a tablet user agent").
 */
export function deviceOf(userAgent: string | null | undefined, chUaMobile?: string | null): Device {
  const ua = userAgent ?? '';
  if (/\biPad\b|\bTablet\b|\bAndroid\b(?!.*\bMobile\b)/i.test(ua)) return 'tablet';
  if (chUaMobile === '?1') return 'mobile';
  if (chUaMobile === '?0') return 'desktop';
  return /\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/i.test(ua) ? 'mobile' : 'desktop';
}
