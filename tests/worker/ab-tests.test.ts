// Builder's A/B tests at the edge: a visitor is given one variation by
// the test's ratios, kept in Builder's `builder.tests.<contentId>` cookie, and the page is
// rendered with it on the server (blocks and meta from the variation's data); the pop-up's
// extra_fields.variant names it; previews show the default.
import { createExecutionContext, env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import '../../src/worker/index.ts';
import { requestContext, type AppEnv } from '../../src/worker/context.ts';
import { pageCacheMiddleware } from '../../src/worker/page-cache/index.ts';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { pages } from '../../src/worker/routes/pages.tsx';
import { ADULT, get as getAs, ORIGIN, post, publishedPerTest } from './helpers.ts';
import { storedForms } from './marketing-stored.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';

const publishAll = publishedPerTest();

/** A visitor who accepted personalisation: the only kind drawn into a test. */
const CONSENTED = { cookie: `${ADULT.cookie}; consent=v1.a1.m1.p1` };
const get = (path: string, headers: Record<string, string> = CONSENTED) => getAs(path, headers);

const text = (id: string, words: string) => [{ id, component: { name: 'Text', options: { text: `<p>${words}</p>` } } }];

/** A page running a test: its default content, and one variation per [id, name, ratio]. */
function testedPage(id: string, path: string, defaultRatio: number, variations: [string, string, number][]) {
  return {
    id,
    model: 'page',
    name: id,
    query: [{ property: 'urlPath', operator: 'is', value: path }],
    data: { url: path, title: 'Default title', blocks: text(`${id}-t`, `Default words of ${id}`) },
    testRatio: defaultRatio,
    variations: Object.fromEntries(
      variations.map(([variationId, name, ratio]) => [
        variationId,
        { id: variationId, name, testRatio: ratio, data: { url: path, title: `${name} title`, blocks: text(`${variationId}-t`, `${name} words`) } },
      ]),
    ),
  };
}

/** The `builder.tests.<id>` cookie a response sets, as [value, the whole header], or null. */
function testCookie(response: Response, contentId: string): [string, string] | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`builder.tests.${contentId}=`));
  if (!header) return null;
  return [header.split(';')[0]!.split('=')[1]!, header];
}

const withTest = (contentId: string, variationId: string) => ({ cookie: `${CONSENTED.cookie}; builder.tests.${contentId}=${variationId}` });

describe('a page running an A/B test', () => {
  it("gives a first visit a variation, rendered on the server, and keeps it in Builder's cookie", async () => {
    await publishAll(testedPage('ab-first', '/ab-test/first', 0.5, [['ab-first-b', 'Variation B', 0.5]]));
    const response = await get('/ab-test/first');
    expect(response.status).toBe(200);
    const cookie = testCookie(response, 'ab-first');
    expect(cookie).not.toBeNull();
    const [variationId, header] = cookie!;
    expect(['ab-first', 'ab-first-b']).toContain(variationId);
    // Path=/, a long life, Lax, HttpOnly (only the edge reads it); Secure over HTTPS only (this is http://localhost).
    expect(header).toBe(`builder.tests.ab-first=${variationId}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    const html = await response.text();
    const expected = variationId === 'ab-first' ? ['Default words of ab-first', 'Default title'] : ['Variation B words', 'Variation B title'];
    expect(html).toContain(expected[0]);
    expect(html).toContain(`<title>${expected[1]} | Triangle Ridge Winery</title>`);
    // Nothing is hidden and swapped in the browser: the other variation is not in the page at all.
    expect(html).not.toContain(variationId === 'ab-first' ? 'Variation B words' : 'Default words of ab-first');
  });

  it('renders the variation a cookie names, its blocks and meta, on every visit, and sets no cookie again', async () => {
    await publishAll(testedPage('ab-same', '/ab-test/same', 0.5, [['ab-same-b', 'Variation B', 0.5]]));
    for (let visit = 0; visit < 5; visit++) {
      const variation = await get('/ab-test/same', withTest('ab-same', 'ab-same-b'));
      expect(testCookie(variation, 'ab-same')).toBeNull();
      const html = await variation.text();
      expect(html).toContain('Variation B words');
      expect(html).toContain('<title>Variation B title | Triangle Ridge Winery</title>');
      expect(html).not.toContain('Default words of ab-same');

      const fallback = await get('/ab-test/same', withTest('ab-same', 'ab-same'));
      expect(testCookie(fallback, 'ab-same')).toBeNull();
      expect(await fallback.text()).toContain('Default words of ab-same');
    }
  });

  it('draws again for a cookie naming a variation since removed, or a malformed cookie', async () => {
    await publishAll(testedPage('ab-removed', '/ab-test/removed', 0.5, [['ab-removed-c', 'Variation C', 0.5]]));
    for (const stale of ['ab-removed-b', '%3Cscript%3E']) {
      const response = await get('/ab-test/removed', withTest('ab-removed', stale));
      expect(response.status).toBe(200);
      const [variationId] = testCookie(response, 'ab-removed')!;
      expect(['ab-removed', 'ab-removed-c']).toContain(variationId);
      expect(await response.text()).toContain(variationId === 'ab-removed' ? 'Default words of ab-removed' : 'Variation C words');
    }
  });

  it('splits first visits by the test ratios (the random source replaced by evenly spaced numbers)', async () => {
    await publishAll(
      testedPage('ab-split', '/ab-test/split', 0.5, [
        ['ab-split-b', 'Variation B', 0.2],
        ['ab-split-c', 'Variation C', 0.3],
      ]),
    );
    const visits = 40;
    let next = 0;
    const app = new Hono<AppEnv>();
    app.use(requestContext());
    app.use(async (c, nextHandler) => {
      const index = next++;
      c.get('app').abTests.random = () => (index + 0.5) / visits;
      await nextHandler();
    });
    // The page cache draws a first visit's variations and sets their cookies.
    app.use(pageCacheMiddleware(() => app));
    app.route('/', pages);
    const counts: Record<string, number> = {};
    for (let i = 0; i < visits; i++) {
      const response = await app.fetch(new Request(`${ORIGIN}/ab-test/split`, { headers: CONSENTED }), env, createExecutionContext());
      const [variationId] = testCookie(response, 'ab-split')!;
      const html = await response.text();
      const words = { 'ab-split': 'Default words of ab-split', 'ab-split-b': 'Variation B words', 'ab-split-c': 'Variation C words' }[variationId]!;
      expect(html).toContain(words);
      counts[variationId] = (counts[variationId] ?? 0) + 1;
    }
    expect(counts).toEqual({ 'ab-split-b': 8, 'ab-split-c': 12, 'ab-split': 20 });
  });

  it('is cached per variation: a returning visitor gets their variation from the cache, a first visit is drawn before the lookup', async () => {
    await publishAll(testedPage('ab-cached', '/ab-test/cached', 0.5, [['ab-cached-b', 'Variation B', 0.5]]));
    const first = await get('/ab-test/cached');
    const [variationId] = testCookie(first, 'ab-cached')!;
    await first.body?.cancel();
    const words = variationId === 'ab-cached' ? 'Default words of ab-cached' : 'Variation B words';
    let hit: Response | undefined;
    for (let attempt = 0; attempt < 100 && !hit; attempt++) {
      const again = await get('/ab-test/cached', withTest('ab-cached', variationId));
      if (again.headers.get('x-cache') === 'HIT') hit = again;
      else await again.body?.cancel();
    }
    expect(hit).toBeDefined();
    expect(testCookie(hit!, 'ab-cached')).toBeNull();
    expect(await hit!.text()).toContain(words);
    // A first visit now: drawn from the stored list of the page's tests, its cookie set on the answer.
    const newcomer = await get('/ab-test/cached');
    expect(testCookie(newcomer, 'ab-cached')).not.toBeNull();
    const drawn = testCookie(newcomer, 'ab-cached')![0];
    expect(await newcomer.text()).toContain(drawn === 'ab-cached' ? 'Default words of ab-cached' : 'Variation B words');
  });

  it('serves the default to a variation the API could not read, and the whole page whatever the variations hold', async () => {
    await publishAll({
      ...testedPage('ab-broken', '/ab-test/broken', 0.5, []),
      variations: { 'ab-broken-b': { id: 'ab-broken-b', testRatio: 'half', data: null }, 'ab-broken-c': 'not a variation', 'ab-broken-d': null },
    });
    const response = await get('/ab-test/broken');
    expect(response.status).toBe(200);
    expect(testCookie(response, 'ab-broken')).toBeNull();
    expect(await response.text()).toContain('Default words of ab-broken');
  });

  it('shows the default in a signed preview, or the variation builder.tests.<id> names, and draws nothing', async () => {
    await publishAll(testedPage('ab-preview', '/ab-test/preview', 0, [['ab-preview-b', 'Variation B', 1]]));
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, '/ab-test/preview', Math.floor(Date.now() / 1000) + 600);
    const preview = await get(`/ab-test/preview?preview=${token}`);
    expect(preview.status).toBe(200);
    expect(testCookie(preview, 'ab-preview')).toBeNull();
    expect(await preview.text()).toContain('Default words of ab-preview');
    const named = await get(`/ab-test/preview?preview=${token}&builder.tests.ab-preview=ab-preview-b`);
    expect(testCookie(named, 'ab-preview')).toBeNull();
    expect(await named.text()).toContain('Variation B words');
    // A shopper is drawn (the only variation with a share) and gets the cookie.
    expect(testCookie(await get('/ab-test/preview'), 'ab-preview')?.[0]).toBe('ab-preview-b');
  });

  it('runs on the seeded campaign page, a variation of its headline', async () => {
    const first = await get('/holiday-gifting');
    expect(testCookie(first, 'campaign-holiday-gifting')).not.toBeNull();
    const variation = await (await get('/holiday-gifting', withTest('campaign-holiday-gifting', 'holiday-gifting-headline-b'))).text();
    expect(variation).toContain('Gifts from the ridge, wrapped and on their way');
    expect(variation).not.toContain('Give a bottle of the ridge');
  });
});

describe('a visitor who has not consented to personalisation', () => {
  // Refused, never asked, refused with Global Privacy Control (which decides only sale and
  // sharing), and one who consented once and withdrew (their old test cookie is not read).
  const visitors = {
    refused: { cookie: `${ADULT.cookie}; consent=v1.a0.m0.p0` },
    undecided: ADULT,
    'refused, with GPC': { cookie: `${ADULT.cookie}; consent=v1.a1.m0.p0`, 'sec-gpc': '1' },
    withdrew: { cookie: `${ADULT.cookie}; consent=v1.a0.m0.p0; builder.tests.ab-nocon=ab-nocon-b` },
  };

  it('sees the default content and gets no test cookie, and the page cache serves them', async () => {
    await publishAll(testedPage('ab-nocon', '/ab-test/no-consent', 0, [['ab-nocon-b', 'Variation B', 1]]));
    for (const [who, headers] of Object.entries(visitors)) {
      const response = await get('/ab-test/no-consent', headers);
      expect(response.status, who).toBe(200);
      expect(testCookie(response, 'ab-nocon'), who).toBeNull();
      const html = await response.text();
      expect(html, who).toContain('Default words of ab-nocon');
      expect(html, who).not.toContain('Variation B words');
    }
    // The stored copy of the default (the cache writes in the background): a hit, with no cookie.
    let hit: Response | undefined;
    for (let attempt = 0; attempt < 100 && !hit; attempt++) {
      const again = await get('/ab-test/no-consent', visitors.refused);
      if (again.headers.get('x-cache') === 'HIT') hit = again;
      else await again.body?.cancel();
    }
    expect(hit).toBeDefined();
    expect(testCookie(hit!, 'ab-nocon')).toBeNull();
    expect(await hit!.text()).toContain('Default words of ab-nocon');
    // A visitor who consents is drawn (the variation has the whole share) and gets the cookie.
    expect(testCookie(await get('/ab-test/no-consent'), 'ab-nocon')?.[0]).toBe('ab-nocon-b');
  });
});

/** The pop-up island's props, or null when the page has none. */
function popupConfig(html: string): { id: string; formStepContent: string; formConfigs: { abTestingVariantName: string | null } } | null {
  const match = /data-island="popup" data-props="([^"]*)"/.exec(html);
  if (!match) return null;
  const json = match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#x27;', "'");
  return (JSON.parse(json) as { config: ReturnType<typeof popupConfig> }).config;
}

const popupEntry = (id: string, path: string, extra: Record<string, unknown> = {}) => ({
  id,
  model: 'popup',
  name: id,
  query: [{ property: 'urlPath', operator: 'is', value: path }],
  data: { formType: 'Email Only', formStepContent: '<p>Default offer</p>', formConfigs: { abTestingVariantName: 'Editor name' } },
  ...extra,
});

describe("the pop-up's A/B variant", () => {
  it("is the page's variation, and the sign-up the pop-up sends carries it to the marketing backend", async () => {
    await publishAll(testedPage('ab-popup-page', '/ab-test/popup', 0.5, [['ab-popup-page-b', 'Harvest headline', 0.5]]), popupEntry('ab-popup-1', '/ab-test/popup'));
    const config = popupConfig(await (await get('/ab-test/popup', withTest('ab-popup-page', 'ab-popup-page-b'))).text());
    expect(config?.formConfigs.abTestingVariantName).toBe('Harvest headline');
    expect(popupConfig(await (await get('/ab-test/popup', withTest('ab-popup-page', 'ab-popup-page'))).text())?.formConfigs.abTestingVariantName).toBe('Default');

    // What the pop-up's browser code posts (src/marketing/popup/payload.ts): the variant in extra_fields.
    const email = `ab-popup-${Date.now()}@example.com`;
    const response = await post('/api/forms/popup-email', { consent: true, email, source: `Pop-up: ${config!.id}`, extra_fields: { variant: config!.formConfigs.abTestingVariantName } });
    expect(response.status).toBeLessThan(300);
    expect(await storedForms('popup-email', { email })).toEqual([{ form_type: 'popup-email', source: 'Pop-up: ab-popup-1', variant: 'Harvest headline', fields: {} }]);
  });

  it("is the pop-up's own variation when the pop-up runs a test, its content that variation's", async () => {
    await publishAll(
      {
        id: 'ab-popup-plain',
        model: 'page',
        name: 'plain',
        query: [{ property: 'urlPath', operator: 'is', value: '/ab-test/popup-own' }],
        data: { url: '/ab-test/popup-own', blocks: text('pp', 'Plain page') },
      },
      popupEntry('ab-popup-2', '/ab-test/popup-own', {
        testRatio: 0.5,
        variations: {
          'ab-popup-2-b': {
            id: 'ab-popup-2-b',
            name: 'Bigger offer',
            testRatio: 0.5,
            data: { formType: 'Email Only', formStepContent: '<p>15% off</p>', formConfigs: { abTestingVariantName: null } },
          },
        },
      }),
    );
    const variation = popupConfig(await (await get('/ab-test/popup-own', withTest('ab-popup-2', 'ab-popup-2-b'))).text());
    expect(variation).toMatchObject({ formStepContent: '<p>15% off</p>', formConfigs: { abTestingVariantName: 'Bigger offer' } });
    const fallback = popupConfig(await (await get('/ab-test/popup-own', withTest('ab-popup-2', 'ab-popup-2'))).text());
    expect(fallback).toMatchObject({ formStepContent: '<p>Default offer</p>', formConfigs: { abTestingVariantName: 'Editor name' } });
    const first = await get('/ab-test/popup-own');
    expect(testCookie(first, 'ab-popup-2')).not.toBeNull();
    // A visitor the pop-up does not reach (signed up through a pop-up before) is not drawn into its test.
    const signedUp = await get('/ab-test/popup-own', { cookie: `${ADULT.cookie}; popup_signed_up=1` });
    expect(testCookie(signedUp, 'ab-popup-2')).toBeNull();
    expect(popupConfig(await signedUp.text())).toBeNull();
  });
});
