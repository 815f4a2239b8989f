// The marketing API key stays on the server (secrets are never in HTML, JS or the
// repository: docs/configuration.md): no page the site serves and no built asset carries it, not even a page
// whose email-signup block an editor filled with the spec's nlApiKey option.
import { env } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
import { get, ORIGIN, pageEntry, publish, unpublish } from './helpers.ts';

/** MARKETING_API_KEY's test value (TEST_SECRETS in vitest.worker.config.mts). */
const MARKETING_KEY = 'local-marketing-key';

// The 36 club pages are two templates (ClubPageHero, SubscriptionHero) over entries that differ
// only in their words and club: each club type and each subscription wine is rendered once,
// every size and every term among them, which is every way the key could reach those pages.
const CLUB_PAGES = ['/club/4-bottle-red-wines', '/club/6-bottle-red-and-white-wines', '/club/12-bottle-isosceles-only'];
const SUBSCRIPTION_PAGES = ['/club/6-bottle-isosceles-subscription-1-month', '/club/12-bottle-cabernet-sauvignon-subscription-2-month', '/club/24-bottle-sauvignon-blanc-subscription-3-month'];

/** Every page route of both spec documents (and docs/architecture.md's additions). */
const PAGE_ROUTES = [
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
  '/test-editor-signup',
  ...CLUB_PAGES,
  ...SUBSCRIPTION_PAGES,
];

afterAll(async () => {
  await unpublish('test-editor-signup');
});

describe('the marketing key', () => {
  it('is in no page the site serves', async () => {
    await publish(
      pageEntry('test-editor-signup', '/test-editor-signup', {
        title: 'Sign up',
        blocks: [{ id: 'leaky', component: { name: 'EmailSignup', options: { title: 'Letters', nlFormEndpoint: 'https://a.klaviyo.com/client/subscriptions', nlApiKey: MARKETING_KEY } } }],
      }),
    );
    let checked = 0;
    for (const path of PAGE_ROUTES) {
      const response = await get(path);
      const html = await response.text();
      expect(response.status, path).toBeLessThan(500);
      // The club pages checked stand for the others: each must be a real page, not the 404.
      if (path.startsWith('/club/')) expect(response.status, path).toBe(200);
      expect(html.includes(MARKETING_KEY), `${path} carries the marketing key`).toBe(false);
      if (response.headers.get('content-type')?.includes('text/html')) checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(PAGE_ROUTES.length - 5);
    // The editor's page did render its sign-up, without the key.
    expect(await (await get('/test-editor-signup')).text()).toContain('data-island="email-signup"');
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
