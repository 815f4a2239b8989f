// /join?club={slug}: the join wizard below the club's summary for a known club or
// subscription; the plain /join content page for anything else.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { ADULT, get, ORIGIN } from './helpers.ts';

const wizardMarker = 'data-island="join-wizard"';

describe('/join', () => {
  it('renders the wizard for the 6-bottle red wines club with its summary from the catalogue', async () => {
    const response = await get('/join?club=6-bottle-red-wines');
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain(wizardMarker);
    expect(html).toMatch(/<h1[^>]*>Join [^<]*Red Wines[^<]*<\/h1>/);
    expect(html).toContain('Estimated Price Per Shipment');
    expect(html).toContain('$260–$280');
    expect(html).toMatch(/Bottles per shipment<\/dt><dd>6<\/dd>/);
    // Step 1 is where the server starts, with its step indicator.
    expect(html).toContain('Step 1 of 4: Account');
    expect(html).toMatch(/aria-current="step"[^>]*>.*?Account/);
    // The card step tokenises with the gateway stand-in, allowed by the page's CSP (same origin locally).
    expect(html).toContain('&quot;tokenizerScriptUrl&quot;:&quot;/__emulator/gateway/tokenizer.js&quot;');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  });

  it('renders the wizard for a subscription with its price and frequency', async () => {
    const html = await (await get('/join?club=12-bottle-cabernet-sauvignon-subscription-2-month')).text();
    expect(html).toContain(wizardMarker);
    expect(html).toContain('$640');
    expect(html).toContain('Every 2 Months');
  });

  it.each(['/join?club=nope', '/join', '/join?club=%3Cscript%3E'])('%s is the plain /join content page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(wizardMarker);
    expect(html).toContain('Join the Wine Society');
  });

  it('shows the configured club discount (CLUB_DISCOUNT_PERCENTAGE), in the summary and the wizard', async () => {
    const fifteen = { ...env, CLUB_DISCOUNT_PERCENTAGE: '15' };
    const response = await worker.fetch(new Request(`${ORIGIN}/join?club=6-bottle-red-wines`, { headers: ADULT }), fifteen as never, createExecutionContext());
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toMatch(/Member discount<\/dt><dd>15%<\/dd>/);
    expect(html).toContain('&quot;discountPercent&quot;:15');
    expect((await (await get('/join?club=6-bottle-red-wines')).text()).replaceAll('<!-- -->', '')).toMatch(/Member discount<\/dt><dd>20%<\/dd>/);
  });
});
