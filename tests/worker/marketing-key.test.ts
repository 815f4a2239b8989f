// The marketing API key stays on the server (secrets are never in HTML, JS or the
// repository: docs/configuration.md): no page the site serves and no built asset carries it, not even a page
// whose email-signup block an editor filled with the spec's nlApiKey option.
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
import { get, ORIGIN, pageEntry, publish, unpublish } from './helpers.ts';

/** MARKETING_API_KEY's test value (TEST_SECRETS in vitest.worker.config.mts). */
const MARKETING_KEY = 'local-marketing-key';

// The 36 club pages are two templates (ClubPageHero, SubscriptionHero) over entries that differ
// only in their words and club: each club type and each subscription wine is rendered once,
// every size and every term among them, which is every way the key could reach those pages.
const CLUB_PAGES = ['/club/4-bottle-red-wines', '/club/6-bottle-red-and-white-wines', '/club/12-bottle-isosceles-only'];
const SUBSCRIPTION_PAGES = ['/club/6-bottle-isosceles-subscription-1-month', '/club/12-bottle-cabernet-sauvignon-subscription-2-month', '/club/24-bottle-sauvignon-blanc-subscription-3-month'];

// Every page route of both spec documents (and docs/architecture.md's additions), in groups
// of a dozen or so: each group is its own test, well inside the test timeout on a busy machine.
const PAGE_GROUPS: Record<string, readonly string[]> = {
  'the shop, the club and the account': [
    '/',
    '/collection/all',
    '/collection/red-wines',
    '/collection/white-wines',
    '/collection/gifts-accessories',
    '/collection/large-small-formats',
    '/collection/library-wines',
    '/product/isosceles-2021',
    '/club',
    '/wine-society',
    '/join',
    '/join?club=6-bottle-red-wines',
    '/profile',
    '/profile/login',
    '/checkout',
  ],
  'the visits, dining, learning, blog and recipes': [
    '/visit',
    '/visit/vineyard-winery',
    '/visit/just-inn',
    '/visit/downtown-tasting-room',
    '/visit/events',
    '/dine',
    '/learn',
    '/learn/wine-101',
    '/blog',
    '/blog?page=2',
    '/blog/harvest-report-2026',
    '/recipes',
    '/recipes/spring-pea-and-meyer-lemon-risotto',
    '/recipe',
  ],
  'the other content pages and the 404': [
    '/holiday-gifting',
    '/virtual-tastings',
    '/our-story',
    '/our-story/vineyards',
    '/refer',
    '/faq',
    '/contact',
    '/where-to-buy',
    '/return-policy',
    '/trade-media',
    '/terms-of-use',
    '/privacy-policy',
    '/no-such-page',
  ],
  'the club and subscription pages': [...CLUB_PAGES, ...SUBSCRIPTION_PAGES],
};

/** Fetches `path` and checks the key is not in what the site answers; the answer's text. */
async function answerWithoutKey(path: string): Promise<string> {
  const response = await get(path);
  const html = await response.text();
  expect(response.status, path).toBeLessThan(500);
  expect(html.includes(MARKETING_KEY), `${path} carries the marketing key`).toBe(false);
  // A page (the 404 too), or the redirect a visitor without a session gets from /profile.
  if (response.status < 300 || response.status >= 400) expect(response.headers.get('content-type'), path).toContain('text/html');
  // The club pages checked stand for the others: each must be a real page, not the 404.
  if (path.startsWith('/club/')) expect(response.status, path).toBe(200);
  return html;
}

beforeAll(async () => {
  await publish(
    pageEntry('test-editor-signup', '/test-editor-signup', {
      title: 'Sign up',
      blocks: [{ id: 'leaky', component: { name: 'EmailSignup', options: { title: 'Letters', nlFormEndpoint: 'https://a.klaviyo.com/client/subscriptions', nlApiKey: MARKETING_KEY } } }],
    }),
  );
});

afterAll(async () => {
  await unpublish('test-editor-signup');
});

describe('the marketing key', () => {
  for (const [group, paths] of Object.entries(PAGE_GROUPS)) {
    it(`is in none of ${group}`, async () => {
      for (const path of paths) await answerWithoutKey(path);
    });
  }

  it('is not in a page whose email-signup block an editor gave it, which renders the sign-up without it', async () => {
    expect(await answerWithoutKey('/test-editor-signup')).toContain('data-island="email-signup"');
  });

  it('is in no built asset (the entry, every island chunk, the styles)', async () => {
    expect(ASSETS.files.length).toBeGreaterThan(5);
    expect(ASSETS.files).toContain(ASSETS.script);
    for (const file of ASSETS.files) {
      // Static files are served before the Worker runs (wrangler.toml [assets]); in workerd tests, through the binding.
      const response = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}${file}`);
      expect(response.status, file).toBe(200);
      expect((await response.text()).includes(MARKETING_KEY), `${file} carries the marketing key`).toBe(false);
    }
  });
});
