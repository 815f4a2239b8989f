// A browser's CSP violation report, in either of its two shapes, reduced to what the error
// service may see: the directive, the blocked origin (or keyword), the page's path, the
// script's origin and path, and a scrubbed sample. Never the page's query, a full blocked URL,
// a referrer or the policy text (which carries the response's nonce).
//   application/csp-report (report-uri; CSP Level 2): { "csp-report": { "document-uri", "violated-directive", ... } }
//   application/reports+json (report-to; Reporting API): [{ "type": "csp-violation", "body": { "documentURL", "effectiveDirective", ... } }]
// Sources: W3C CSP Level 3 "Reporting" (deprecated report-uri serialisation, and the
// CSPViolationReportBody of the Reporting API), MDN "CSPViolationReportBody".
import * as v from 'valibot';
import { pathOnly, scrubText } from '../../platform/report/scrub.ts';

const Text = v.optional(v.pipe(v.string(), v.maxLength(4096)));
const Count = v.optional(v.union([v.number(), v.string()]));

const LegacyBody = v.object({
  'document-uri': Text,
  'violated-directive': Text,
  'effective-directive': Text,
  'blocked-uri': Text,
  'source-file': Text,
  'script-sample': Text,
  disposition: Text,
  'line-number': Count,
  'column-number': Count,
});

const ReportingBody = v.object({
  documentURL: Text,
  effectiveDirective: Text,
  blockedURL: Text,
  sourceFile: Text,
  sample: Text,
  disposition: Text,
  lineNumber: Count,
  columnNumber: Count,
});

/** Either shape; a Reporting API batch may mix report types, and only csp-violation ones are read. */
export const CspReportSchema = v.union([
  v.object({ 'csp-report': LegacyBody }),
  v.pipe(v.array(v.object({ type: v.pipe(v.string(), v.maxLength(64)), body: v.optional(v.unknown()) })), v.maxLength(20)),
]);

export type CspViolation = {
  directive: string;
  /** An origin, or the browser's keyword (inline, eval, trusted-types-sink, trusted-types-policy). */
  blocked: string;
  /** The page's path only. */
  page: string;
  /** The script that caused it: origin and path, no query. */
  source: string;
  sample: string;
  disposition: 'enforce' | 'report';
  line: number | undefined;
};

const SAMPLE_LENGTH = 80;

/** What a blocked URL may say: its origin, or the keyword a browser puts in its place. */
export function blockedOf(value: string | undefined): string {
  if (!value) return 'unknown';
  if (/^[a-z-]+$/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return 'unknown';
  }
}

function sourceOf(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return scrubText(`${url.origin}${url.pathname}`);
  } catch {
    return blockedOf(value);
  }
}

function lineOf(value: number | string | undefined): number | undefined {
  const line = Number(value);
  return Number.isInteger(line) && line >= 0 ? line : undefined;
}

function violation(body: {
  document?: string | undefined;
  directive?: string | undefined;
  blocked?: string | undefined;
  source?: string | undefined;
  sample?: string | undefined;
  disposition?: string | undefined;
  line?: number | string | undefined;
}): CspViolation {
  return {
    // A violated directive's value may follow its name (CSP2 sends the whole directive): the name only.
    directive: (body.directive ?? 'unknown').split(/\s/)[0]?.slice(0, 64) || 'unknown',
    blocked: blockedOf(body.blocked),
    page: pathOnly(body.document ?? ''),
    source: sourceOf(body.source),
    // Scrubbed whole, then cut: a cut first could leave half a token the scrubber no longer knows.
    sample: scrubText(body.sample ?? '').slice(0, SAMPLE_LENGTH),
    disposition: body.disposition === 'report' ? 'report' : 'enforce',
    line: lineOf(body.line),
  };
}

/** The violations a report carries (none when a Reporting API batch holds only other types). */
export function violationsOf(report: v.InferOutput<typeof CspReportSchema>): CspViolation[] {
  if (!Array.isArray(report)) {
    const body = report['csp-report'];
    return [
      violation({
        document: body['document-uri'],
        directive: body['effective-directive'] ?? body['violated-directive'],
        blocked: body['blocked-uri'],
        source: body['source-file'],
        sample: body['script-sample'],
        disposition: body.disposition,
        line: body['line-number'],
      }),
    ];
  }
  return report.flatMap((entry) => {
    if (entry.type !== 'csp-violation') return [];
    const body = v.safeParse(ReportingBody, entry.body);
    if (!body.success) return [];
    const b = body.output;
    return [violation({ document: b.documentURL, directive: b.effectiveDirective, blocked: b.blockedURL, source: b.sourceFile, sample: b.sample, disposition: b.disposition, line: b.lineNumber })];
  });
}

/** One violation's identity for deduplication: the same block on the same page is one report however many browsers send it. */
export function violationKey(violation: CspViolation): string {
  return [violation.directive, violation.blocked, violation.page, violation.source, violation.disposition].join('|');
}
