import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { forgetMemoryCache } from '../../src/platform/cache/index.ts';
import { forgetSitemap, SITEMAP_KV_KEY } from '../../src/worker/seo/last-good.ts';
import type { TenantCoordinator } from '../../src/platform/coordinator/durable-object.ts';
import { clearFaults, get, ORIGIN, pageEntry, publish, setFault, unpublish, PRODUCTION_VARS } from './helpers.ts';

const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;

const PRODUCTION = PRODUCTION_VARS;

function fetchWith(vars: Record<string, string>, path: string) {
  return worker.fetch(new Request(`${ORIGIN}${path}`), { ...(env as unknown as Record<string, unknown>), ...vars } as never, createExecutionContext());
}

/** Every content copy in KV, in this isolate's memory and at the tenant's coordinator forgotten: the next read asks the content API. */
async function forgetContentCache() {
  const coordinator = (env as unknown as { COORDINATOR: DurableObjectNamespace<TenantCoordinator> }).COORDINATOR;
  await coordinator.get(coordinator.idFromName('tenant:triangle-ridge')).forget('content:');
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: 'content:', cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  forgetMemoryCache();
}

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));

afterEach(async () => {
  await clearFaults();
});

describe('robots.txt', () => {
  it('closes a local site to every crawler', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('public');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
  });

  it('in production keeps crawlers out of the account, checkout, API and previews, and names the sitemap on the public origin', async () => {
    const response = await fetchWith({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.triangleridge.example' }, '/robots.txt');
    const text = await response.text();
    for (const rule of ['/profile', '/checkout', '/api/', '/*?preview=', '/*?builder.', '/__emulator', '/__debug']) expect(text).toContain(`\nDisallow: ${rule}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain('Sitemap: https://www.triangleridge.example/sitemap.xml');
  });

  it('names the sitemap on the request origin without PUBLIC_ORIGIN', async () => {
    const text = await (await fetchWith(PRODUCTION, '/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists pages, club and subscription pages, campaigns, collections, blog posts, recipes and products with lastmod, and no noindex page', async () => {
    await kv.delete(SITEMAP_KV_KEY);
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const urls = locs(xml);
    const byLoc = new Map(urls.map((url) => [url.loc, url.lastmod]));
    for (const path of [
      '/',
      '/visit',
      '/club/6-bottle-red-wines',
      '/club/12-bottle-isosceles-subscription-2-month',
      '/holiday-gifting',
      '/collection/red-wines',
      '/blog/harvest-report-2026',
      '/recipes/lamb-chops-with-salsa-verde',
      '/product/merlot-2022',
    ]) {
      expect(byLoc.has(`${ORIGIN}${path}`), path).toBe(true);
      expect(byLoc.get(`${ORIGIN}${path}`), path).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    // /refer is noindex; the account's pages are closed by robots.txt.
    for (const path of ['/refer', '/profile', '/profile/login']) expect(byLoc.has(`${ORIGIN}${path}`), path).toBe(false);
    expect(urls.length).toBe(byLoc.size);
  });

  it('lists a newly published page once the publish webhook has forgotten the sitemap, and never a noindex one', async () => {
    await get('/sitemap.xml').then((r) => r.text());
    await publish(pageEntry('seo-new', '/seo-new-page', { title: 'New page' }));
    await publish(pageEntry('seo-hidden', '/seo-hidden-page', { title: 'Hidden page', noindex: true }));
    try {
      // What the publish webhook does: the content cache and the sitemap forgotten.
      await forgetContentCache();
      await forgetSitemap(kv);
      const urls = locs(await (await get('/sitemap.xml')).text()).map((url) => url.loc);
      expect(urls).toContain(`${ORIGIN}/seo-new-page`);
      expect(urls).not.toContain(`${ORIGIN}/seo-hidden-page`);
    } finally {
      await unpublish('seo-new');
      await unpublish('seo-hidden');
      await forgetContentCache();
      await forgetSitemap(kv);
    }
  });

  it('serves the last good sitemap when the content API fails, and 503 with Retry-After when there is none', async () => {
    const good = await (await get('/sitemap.xml')).text();
    expect(locs(good).length).toBeGreaterThan(50);
    await forgetSitemap(kv);
    await forgetContentCache();
    await setFault('content', '500');

    const fallback = await get('/sitemap.xml');
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toBe(good);

    await kv.delete(SITEMAP_KV_KEY);
    const none = await get('/sitemap.xml');
    expect(none.status).toBe(503);
    expect(Number(none.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(none.headers.get('content-type')).not.toContain('xml');

    // Back up: built again, and kept.
    await clearFaults();
    const rebuilt = await get('/sitemap.xml');
    expect(rebuilt.status).toBe(200);
    expect(locs(await rebuilt.text()).length).toBe(locs(good).length);
    expect(await kv.get(SITEMAP_KV_KEY)).not.toBeNull();
  });
});

/** The document head's meta tags by property or name, and the canonical link. */
function head(html: string) {
  const meta = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)) meta.set(m[1]!, m[2]!.replaceAll('&amp;', '&'));
  const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
  return { meta, canonical };
}

describe('canonical URL and Open Graph', () => {
  it('a page has its canonical URL (tracking left off), og:title, og:description, og:url, og:type, og:site_name and a summary card', async () => {
    const html = await (await get('/visit?utm_source=newsletter')).text();
    const { meta, canonical } = head(html);
    expect(canonical).toBe(`${ORIGIN}/visit`);
    expect(meta.get('og:url')).toBe(canonical);
    expect(meta.get('og:title')).toMatch(/\| Triangle Ridge Winery$/);
    expect(meta.get('og:description')?.length).toBeGreaterThan(20);
    expect(meta.get('og:type')).toBe('website');
    expect(meta.get('og:site_name')).toBe('Triangle Ridge Winery');
    expect(meta.get('twitter:card')).toMatch(/^summary(_large_image)?$/);
  });

  it('a product page is an og:type product with its image, a large image card and valid Product JSON-LD', async () => {
    const html = await (await get('/product/merlot-2022')).text();
    const { meta, canonical } = head(html);
    expect(canonical).toBe(`${ORIGIN}/product/merlot-2022`);
    expect(meta.get('og:url')).toBe(canonical);
    expect(meta.get('og:type')).toBe('product');
    expect(meta.get('og:title')).toContain('Merlot');
    expect(meta.get('og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    const script = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const ld = JSON.parse(script!) as { '@type': string; name: string; offers: { price: string; priceCurrency: string; availability: string }[] };
    expect(ld['@type']).toBe('Product');
    expect(ld.offers[0]).toMatchObject({ priceCurrency: 'USD', price: expect.stringMatching(/^\d+\.\d{2}$/), availability: expect.stringMatching(/^https:\/\/schema\.org\//) });
  });

  it('a blog post is an og:type article with its image and description', async () => {
    const html = await (await get('/blog/harvest-report-2026')).text();
    const { meta, canonical } = head(html);
    expect(canonical).toBe(`${ORIGIN}/blog/harvest-report-2026`);
    expect(meta.get('og:url')).toBe(canonical);
    expect(meta.get('og:type')).toBe('article');
    expect(meta.get('og:description')).toContain('Summit Block');
    expect(meta.get('og:image')).toBe(`${ORIGIN}/images/og/harvest.jpg`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
  });
});

describe('social previews: og:image is a 1200 x 630 raster on every page type', () => {
  it.each(['/', '/visit', '/collection/all', '/product/merlot-2022', '/club/6-bottle-red-wines', '/blog/harvest-report-2026', '/holiday-gifting', '/no-such-page-here'])('%s', async (path) => {
    const { meta } = head(await (await get(path)).text());
    const image = meta.get('og:image');
    expect(image).toMatch(new RegExp(`^${ORIGIN}/images/og/[a-z0-9-]+\\.jpg$`));
    expect([meta.get('og:image:type'), meta.get('og:image:width'), meta.get('og:image:height')]).toEqual(['image/jpeg', '1200', '630']);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    // The file is served (a static asset, ahead of the Worker), and is a JPEG.
    const file = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(image!);
    expect(file.status).toBe(200);
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('the SMS consent links the mobile terms (SMS_TERMS_URL)', () => {
  // The SMS box appears once a phone is typed, so the page carries it in the form island's
  // definition; tests/e2e/marketing-forms.spec.ts and popup.spec.ts click through to the links.
  const decoded = async (response: Response | Promise<Response>) => (await (await response).text()).replaceAll('&quot;', '"');
  const termsLink = (href: string) => `"labelLinks":[{"text":"Mobile Terms of Service","href":"${href}","newTab":true}]`;

  it("a sign-up form's SMS consent names and links the mobile terms", async () => {
    const html = await decoded(get('/our-story'));
    expect(html).toContain('Message and data rates may apply. See our Mobile Terms of Service.');
    expect(html).toContain(termsLink('/mobile-terms'));
  });

  it('follows the setting: another address is linked on the sign-up form and handed to the pop-up', async () => {
    const terms = 'https://pages.triangleridge.example/mobile-terms';
    expect(await decoded(fetchWith({ SMS_TERMS_URL: terms }, '/our-story'))).toContain(termsLink(terms));
    const home = await decoded(
      worker.fetch(new Request(`${ORIGIN}/`, { headers: { cookie: 'age_gate=false' } }), { ...(env as unknown as Record<string, unknown>), SMS_TERMS_URL: terms } as never, createExecutionContext()),
    );
    expect(home).toContain(`"termsUrl":"${terms}"`);
  });

  it('the local mobile terms page states the programme', async () => {
    const response = await get('/mobile-terms');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const words of ['Mobile Messaging Terms', 'Reply HELP for help and STOP to cancel', 'Message frequency varies', 'Message and data rates may apply']) expect(html).toContain(words);
  });
});
