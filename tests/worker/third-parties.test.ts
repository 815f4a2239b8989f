// A page's third parties are what its route says it loads, decided once by the render: the
// page's CSP and Permissions-Policy follow what the page shows, not its path; the tag
// manager is named where the route allows it and nowhere else; a stored copy answers with
// the headers its render had.
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, get, setFault, signInAs, PRODUCTION_VARS, viewThroughWorker } from './helpers.ts';

const PRODUCTION = { ...PRODUCTION_VARS, GTM_CONTAINER_ID: 'GTM-AB12CD3', PAGE_CACHE: 'off' };
const MEMBER_FIRST_ORDER = '0026266d-955f-4bfe-9b3b-524f90fc7fe7';

const tagManagerNamed = (html: string) => html.includes('<meta name="tag-manager"');
const directive = (response: Response, name: string) => (response.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith(name)) ?? '';

afterEach(clearFaults);

describe("a page's third parties, as its route says", () => {
  it("/join's card step allows the platform's hosted sign-up; /join's content page, with no card step, allows no partner", async () => {
    const wizard = await viewThroughWorker('/join?club=6-bottle-red-wines', PRODUCTION);
    expect(wizard.html).toContain('c7-club-join-button');
    expect(directive(wizard.response, 'script-src')).toContain('https://cdn.commerce7.com');
    const content = await viewThroughWorker('/join', PRODUCTION);
    expect(content.response.status).toBe(200);
    expect(content.html).not.toContain('c7-club-join-button');
    expect(content.response.headers.get('content-security-policy')).not.toContain('commerce7');
  });

  it('the account area names no tag manager; a store receipt names it', async () => {
    const member = await signInAs('member@example.com');
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    for (const path of ['/profile', '/profile/orders', `/profile/orders/${MEMBER_FIRST_ORDER}`, `/profile/orders/${unknownOrder}`, '/profile/club-membership', '/profile/order-lookup']) {
      const response = await get(path, member);
      expect(response.status, path).toBeLessThan(500);
      expect(tagManagerNamed(await response.text()), path).toBe(false);
    }
    for (const path of ['/profile/login', '/profile/reset-password']) expect(tagManagerNamed(await (await get(path)).text()), path).toBe(false);
    // Signed out, the receipt asks the visitor to sign in: a receipt page all the same.
    const receipt = await get(`/profile/order-receipt/${MEMBER_FIRST_ORDER}`);
    expect(receipt.status).toBe(200);
    expect(tagManagerNamed(await receipt.text())).toBe(true);
  });

  it('a notice shown in place of a page (the account could not be read) names no tag manager, even on a receipt path', async () => {
    const member = await signInAs('member@example.com');
    await setFault('commerce', '500', 10);
    const response = await get('/profile/club-membership/receipt/m-1', member);
    const html = await response.text();
    expect(html).toContain('We could not load your account just now.');
    expect(tagManagerNamed(html)).toBe(false);
  });

  it("a stored page answers with its render's headers: the tag manager's origins in its CSP, the same Permissions-Policy", async () => {
    // A container id of its own: a page cache scope (and entry) no other test shares.
    const settings = { ...PRODUCTION, PAGE_CACHE: 'on', GTM_CONTAINER_ID: `GTM-${crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}` };
    const rendered = await viewThroughWorker('/', settings);
    expect(rendered.response.headers.get('x-cache')).toBe('MISS');
    let stored = await viewThroughWorker('/', settings);
    // A first view whose products came after its shell is stored as stale and rendered again
    // behind the next view (the page-cache middleware): the view after that is the stored one.
    if (stored.response.headers.get('x-cache') === 'STALE') stored = await viewThroughWorker('/', settings);
    expect(stored.response.headers.get('x-cache')).toBe('HIT');
    const withoutNonce = (response: Response) => (response.headers.get('content-security-policy') ?? '').replace(/'nonce-[^']+'/, "'nonce'");
    expect(withoutNonce(rendered.response)).toContain('https://www.googletagmanager.com');
    expect(withoutNonce(stored.response)).toBe(withoutNonce(rendered.response));
    expect(stored.response.headers.get('permissions-policy')).toBe(rendered.response.headers.get('permissions-policy'));
  });
});
