// POST /api/csp-report end to end: a browser's violation report, in either shape, reaches the
// error service (the emulator's stand-in, GET /__emulator/error-reports) scrubbed, once per
// violation however many browsers send it, and a storm of distinct violations stays within
// the budget; every page names the endpoint in its policy.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORWARDS_PER_HOUR, ISOLATE_FORWARDS_PER_MINUTE } from '../../src/worker/security/csp-report-gate.ts';
import { emulator, get, ORIGIN } from './helpers.ts';

type Stored = { type: string; payload: Record<string, unknown> };

async function storedEvents(): Promise<Stored[]> {
  const response = await emulator('/__emulator/error-reports?type=event');
  return ((await response.json()) as { reports: Stored[] }).reports;
}
const mentioning = async (marker: string) => (await storedEvents()).filter((r) => JSON.stringify(r.payload).includes(marker));

beforeAll(async () => {
  await storedEvents();
});

/** Lowercase letters only: the scrubber leaves it alone. */
function markerOf(prefix: string): string {
  return `${prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}

let clients = 0;
// No Origin: browsers send reports on their own (the route is exempt from the same-origin check).
function send(body: unknown, type: string, client = `203.0.113.${++clients % 250}`) {
  return SELF.fetch(`${ORIGIN}/api/csp-report`, { method: 'POST', headers: { 'content-type': type, 'cf-connecting-ip': client }, body: JSON.stringify(body) });
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXN0LTQyIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

function legacy(page: string, blocked = 'https://evil.example/steal.js?c=secret') {
  return {
    'csp-report': {
      'document-uri': `http://localhost${page}?email=ada%40example.com&customerToken=${TOKEN}`,
      referrer: 'https://mail.example/inbox?id=42',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "script-src 'nonce-SECRETNONCE'",
      'blocked-uri': blocked,
      disposition: 'enforce',
      'status-code': 200,
    },
  };
}

describe('POST /api/csp-report', () => {
  it('forwards a report-uri report with the page path and the blocked origin only, and answers 204', async () => {
    const marker = markerOf('/legacy');
    const response = await send(legacy(marker), 'application/csp-report');
    expect(response.status).toBe(204);
    let events: Stored[] = [];
    await expect.poll(async () => (events = await mentioning(marker)).length, { timeout: 5000 }).toBe(1);
    const sent = JSON.stringify(events[0]!.payload);
    expect(sent).toContain('script-src-elem blocked https://evil.example');
    for (const secret of ['steal.js', 'c=secret', 'ada', TOKEN.slice(0, 20), 'SECRETNONCE', 'mail.example', 'email=']) expect(sent, secret).not.toContain(secret);
    expect(events[0]!.payload).toMatchObject({ tags: { section: 'csp', directive: 'script-src-elem', source: 'browser' }, request: { url: marker } });
  });

  it("forwards a Reporting API batch's Trusted Types violation with its scrubbed sample", async () => {
    const marker = markerOf('/reporting');
    const batch = [
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        url: `http://localhost${marker}?q=1`,
        body: {
          documentURL: `http://localhost${marker}?q=1`,
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          sample: `Element innerHTML|<img src=x data-t="${TOKEN}">`,
          disposition: 'enforce',
          sourceFile: 'http://localhost/assets/x.js?v=1',
          lineNumber: 3,
        },
      },
    ];
    expect((await send(batch, 'application/reports+json')).status).toBe(204);
    let events: Stored[] = [];
    await expect.poll(async () => (events = await mentioning(marker)).length, { timeout: 5000 }).toBe(1);
    const sent = JSON.stringify(events[0]!.payload);
    expect(sent).toContain('require-trusted-types-for blocked trusted-types-sink');
    expect(sent).toContain('Element innerHTML');
    expect(sent).not.toContain(TOKEN.slice(0, 20));
    expect(sent).not.toContain('v=1');
  });

  it('refuses what is not a report: 415 for another media type, 400 for another shape', async () => {
    expect((await send(legacy('/x'), 'text/plain')).status).toBe(415);
    const bad = await send({ hello: 'world' }, 'application/csp-report');
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain('hello');
  });

  it('forwards one report for a violation however many browsers send it', async () => {
    const marker = markerOf('/same');
    const answers = await Promise.all(Array.from({ length: 40 }, () => send(legacy(marker), 'application/csp-report')));
    expect(answers.every((r) => r.status === 204)).toBe(true);
    // A later distinct report arriving proves the storm's forwards, if any, were sent first.
    const after = markerOf('/after');
    await send(legacy(after), 'application/csp-report');
    await expect.poll(async () => (await mentioning(after)).length, { timeout: 5000 }).toBe(1);
    expect((await mentioning(marker)).length).toBe(1);
  });

  it('keeps a storm of distinct violations within the budget: the error service gets a bounded number', async () => {
    const prefix = markerOf('/storm');
    for (let i = 0; i < 30; i++) expect((await send(legacy(`${prefix}-${String.fromCharCode(97 + (i % 26))}${i >= 26 ? 'z' : ''}`), 'application/csp-report')).status).toBe(204);
    const forwarded = (await mentioning(prefix)).length;
    expect(forwarded).toBeLessThanOrEqual(Math.min(FORWARDS_PER_HOUR, ISOLATE_FORWARDS_PER_MINUTE));
  });
});

describe('the policy of every page', () => {
  it('names the report endpoint and enforces Trusted Types on a store page, only reports them on the checkout', async () => {
    const home = await get('/');
    expect(home.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
    expect(home.headers.get('content-security-policy')).toContain('report-uri /api/csp-report; report-to csp');
    expect(home.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
    const checkout = await get('/checkout');
    expect(checkout.headers.get('content-security-policy')).not.toContain('require-trusted-types-for');
    expect(checkout.headers.get('content-security-policy-report-only')).toContain("require-trusted-types-for 'script'");
  });
});
