// The payment pages' tamper check (PCI DSS 4.0.1 11.6.1), run by the Cron Trigger
// (wrangler.toml [triggers]): it fetches the third-party scripts and stylesheets the payment
// pages load (inventory.ts watchedFiles) and keeps their SHA-256 in KV; a change is reported to
// the error service with the old and the new hash. The same run fetches each payment page from
// the Worker itself and checks its security headers: what they must say (a nonce'd script-src
// without 'unsafe-inline', object-src 'none', frame-ancestors, violation reporting, nosniff,
// HSTS outside local), that every origin the CSP admits is justified in the inventory, and
// whether they changed since the last run (a fingerprint with the nonce taken out).
// Nothing is kept between runs but KV; the first run records without reporting.
import { sha256Hex } from '../../platform/digest/index.ts';
import type { Report } from '../../platform/report/index.ts';
import type { AppConfig } from '../config/index.ts';
import { admittedOrigins, JUSTIFICATIONS, paymentPages, watchedFiles, type InventorySettings } from './inventory.ts';

export type TamperDeps = {
  settings: InventorySettings & Pick<AppConfig, 'environment'>;
  kv: Pick<KVNamespace, 'get' | 'put'>;
  /** A page of this store as a shopper gets it (the Worker itself, with the age gate passed). */
  fetchPage: (path: string) => Promise<Response>;
  /** A watched file: a same-origin path (the emulator's stand-ins) through the Worker, an https URL from the network. */
  fetchFile: (url: string) => Promise<Response>;
  report: Report;
};

export type TamperFinding =
  | { kind: 'file-changed' | 'headers-changed'; subject: string; old: string; new: string }
  | { kind: 'file-unreachable' | 'header-missing' | 'origin-unjustified'; subject: string; detail: string };

/**
 * A SHA-256 as hex in groups of eight joined by colons: the error service's scrubber turns
 * any long hex or base64 run into a placeholder (platform/report/scrub.ts), and a hash that
 * arrived as "[hex]" would say nothing.
 */
export async function hashOf(text: string | ArrayBuffer): Promise<string> {
  const hex = await sha256Hex(text);
  return `sha256:${hex.match(/.{8}/g)?.join(':')}`;
}

/** The headers 11.6.1 watches, in a fixed order, the response's nonce taken out. */
const WATCHED_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'reporting-endpoints',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
] as const;

export function headerFingerprint(headers: Headers): string {
  return WATCHED_HEADERS.map((name) => `${name}: ${(headers.get(name) ?? '').replace(/'nonce-[^']*'/g, "'nonce'")}`).join('\n');
}

/** What a payment page's headers must say; each missing piece is one finding. */
export function missingHeaders(headers: Headers, environment: string): string[] {
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `) || part === name) ?? '';
  const scriptSrc = directive('script-src');
  const missing: string[] = [];
  if (!csp) missing.push('Content-Security-Policy');
  if (!scriptSrc.includes("'nonce-") || !scriptSrc.includes("'strict-dynamic'")) missing.push("script-src with a nonce and 'strict-dynamic'");
  if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) missing.push("script-src without 'unsafe-inline' and 'unsafe-eval'");
  if (directive('object-src') !== "object-src 'none'") missing.push("object-src 'none'");
  if (!directive('base-uri')) missing.push('base-uri');
  if (!directive('frame-ancestors')) missing.push('frame-ancestors');
  if (!directive('report-uri') || !directive('report-to') || !headers.get('reporting-endpoints')) missing.push('violation reporting (report-uri, report-to, Reporting-Endpoints)');
  if (!(headers.get('content-security-policy-report-only') ?? csp).includes("require-trusted-types-for 'script'")) missing.push("require-trusted-types-for 'script' (enforced or report-only)");
  if (headers.get('x-content-type-options') !== 'nosniff') missing.push('X-Content-Type-Options: nosniff');
  if (!headers.get('referrer-policy')) missing.push('Referrer-Policy');
  if (!headers.get('permissions-policy')) missing.push('Permissions-Policy');
  if (environment !== 'local' && !headers.get('strict-transport-security')) missing.push('Strict-Transport-Security');
  return missing;
}

/** Compares a value with the one kept under `key`, keeps the new one; the change, if any (none on the first run). */
async function changed(kv: TamperDeps['kv'], key: string, value: string): Promise<{ old: string } | null> {
  const old = await kv.get(key);
  if (old === value) return null;
  await kv.put(key, value);
  return old === null ? null : { old };
}

/** One run: every watched file and every payment page; each finding is reported and returned. */
export async function checkPaymentPages(deps: TamperDeps): Promise<TamperFinding[]> {
  const findings: TamperFinding[] = [];

  for (const file of watchedFiles(deps.settings)) {
    const response = await deps.fetchFile(file.url).catch((error: unknown) => error as Error);
    if (response instanceof Error || !response.ok) {
      findings.push({ kind: 'file-unreachable', subject: file.url, detail: response instanceof Error ? response.message : `status ${response.status}` });
      continue;
    }
    const hash = await hashOf(await response.arrayBuffer());
    const change = await changed(deps.kv, `pci:file:${file.url}`, hash);
    if (change) findings.push({ kind: 'file-changed', subject: file.url, old: change.old, new: hash });
  }

  for (const page of paymentPages(deps.settings)) {
    // The page's first path a shopper can open as it is (a receipt needs an order id).
    const path = page.paths.find((candidate) => !candidate.includes('{'));
    if (!path) continue;
    const response = await deps.fetchPage(path);
    await response.body?.cancel();
    for (const detail of missingHeaders(response.headers, deps.settings.environment)) findings.push({ kind: 'header-missing', subject: path, detail });
    for (const [origin] of admittedOrigins(response.headers.get('content-security-policy') ?? '')) {
      if (!JUSTIFICATIONS[origin]) findings.push({ kind: 'origin-unjustified', subject: path, detail: origin });
    }
    const fingerprint = await hashOf(headerFingerprint(response.headers));
    const change = await changed(deps.kv, `pci:headers:${path}`, fingerprint);
    if (change) findings.push({ kind: 'headers-changed', subject: path, old: change.old, new: fingerprint });
  }

  for (const finding of findings) {
    const tags: Record<string, string> = {
      section: 'tamper',
      kind: finding.kind,
      subject: finding.subject,
      ...('old' in finding ? { oldHash: finding.old, newHash: finding.new } : { detail: finding.detail }),
    };
    deps.report(new Error(`Payment page check: ${finding.kind} ${finding.subject}${'old' in finding ? ` (${finding.old} -> ${finding.new})` : `: ${finding.detail}`}`), tags);
  }
  return findings;
}
