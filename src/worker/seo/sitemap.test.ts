import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../content/client/schema.ts';
import { entryPaths, entryUrls, escapeXml, isListablePath, latest, parseIsoDate, productUrls, sitemapXml, SITEMAP_MAX_URLS, w3cDatetime, type EntryFacts } from './sitemap.ts';

const ORIGIN = 'https://www.triangleridge.example';
const INDEXABLE: EntryFacts = { noindex: false };
const noFacts = () => INDEXABLE;

function entry(path: string, data: Record<string, unknown> = {}, extra: Partial<ContentEntry> = {}): ContentEntry {
  return {
    id: `e${path}`,
    name: path,
    published: 'published',
    lastUpdated: Date.UTC(2026, 9, 28, 12, 30, 15, 250),
    firstPublished: Date.UTC(2026, 9, 1),
    query: [{ property: 'urlPath', operator: 'is', value: path }],
    data: { url: path, ...data },
    ...extra,
  };
}

describe('escapeXml', () => {
  it('escapes the five characters the protocol names', () => {
    expect(escapeXml(`/a?b=1&c=<2>"'`)).toBe('/a?b=1&amp;c=&lt;2&gt;&quot;&apos;');
  });
});

describe('w3cDatetime and latest', () => {
  it('writes W3C Datetime to the second in UTC', () => {
    expect(w3cDatetime(Date.UTC(2026, 9, 28, 12, 30, 15, 250))).toBe('2026-10-28T12:30:15Z');
  });
  it('has no date for none, zero or nonsense', () => {
    expect(w3cDatetime(null)).toBeNull();
    expect(w3cDatetime(0)).toBeNull();
    expect(w3cDatetime(Number.NaN)).toBeNull();
  });
  it('takes the later of the dates it knows', () => {
    expect(latest(5, null, 9, undefined)).toBe(9);
    expect(latest(null, undefined)).toBeNull();
  });
  it('reads Commerce7 ISO dates', () => {
    expect(parseIsoDate('2019-09-11T15:48:23.011Z')).toBe(Date.UTC(2019, 8, 11, 15, 48, 23, 11));
    expect(parseIsoDate('not a date')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});

describe('entryPaths', () => {
  it('reads the URL targeting first, one value or several', () => {
    expect(entryPaths({ query: [{ property: 'urlPath', operator: 'is', value: '/visit' }], data: { url: '/old' } })).toEqual(['/visit']);
    expect(entryPaths({ query: [{ property: 'urlPath', operator: 'is', value: ['/a', '/b'] }], data: {} })).toEqual(['/a', '/b']);
  });
  it('falls back to the url field, and ignores other targeting', () => {
    expect(entryPaths({ query: [{ property: 'device', operator: 'is', value: 'mobile' }], data: { url: '/blog/x' } })).toEqual(['/blog/x']);
    expect(entryPaths({ query: [{ property: 'urlPath', operator: 'startsWith', value: '/visit' }], data: {} })).toEqual([]);
    expect(entryPaths({ data: {} })).toEqual([]);
  });
});

describe('isListablePath', () => {
  it('lists store paths, not off-site, query, trailing-slash or robots-disallowed ones', () => {
    expect(isListablePath('/visit/events')).toBe(true);
    expect(isListablePath('/')).toBe(true);
    for (const path of ['https://elsewhere.example/x', '//elsewhere.example', '/a?b=1', '/a#b', '/visit/', '/profile', '/profile/login', '/checkout', 'visit']) {
      expect(isListablePath(path), path).toBe(false);
    }
  });
});

describe('entryUrls', () => {
  it('lists published pages with the later of their last update and first publication, and their title (their name without one)', () => {
    expect(entryUrls('page', [entry('/visit')], noFacts, ORIGIN)).toEqual([{ path: '/visit', lastModified: Date.UTC(2026, 9, 28, 12, 30, 15, 250), title: '/visit' }]);
    expect(entryUrls('page', [entry('/visit', { title: 'Plan Your Visit' })], noFacts, ORIGIN)[0]?.title).toBe('Plan Your Visit');
  });
  it('leaves out noindex pages, by their field or their blocks', () => {
    expect(entryUrls('page', [entry('/refer', { noindex: true })], noFacts, ORIGIN)).toEqual([]);
    expect(entryUrls('page', [entry('/hidden')], () => ({ noindex: true }), ORIGIN)).toEqual([]);
  });
  it('leaves out drafts and pages whose canonical URL is another page', () => {
    expect(entryUrls('page', [entry('/draft', {}, { published: 'draft' })], noFacts, ORIGIN)).toEqual([]);
    expect(entryUrls('page', [entry('/copy', { canonicalUrl: '/original' })], noFacts, ORIGIN)).toEqual([]);
    expect(entryUrls('blog', [entry('/blog/syndicated')], () => ({ noindex: false, canonical: 'https://press.example/post' }), ORIGIN)).toEqual([]);
    expect(entryUrls('page', [entry('/self', { canonicalUrl: `${ORIGIN}/self` })], noFacts, ORIGIN)).toHaveLength(1);
  });
  it('lists an entry only where its model is served (a blog post under /blog/)', () => {
    expect(entryUrls('blog', [entry('/blog/harvest'), entry('/harvest')], noFacts, ORIGIN).map((url) => url.path)).toEqual(['/blog/harvest']);
    expect(entryUrls('recipes', [entry('/recipes/risotto')], noFacts, ORIGIN)).toHaveLength(1);
    expect(entryUrls('symbol', [entry('/anything')], noFacts, ORIGIN)).toEqual([]);
  });
  it('leaves out account pages even when editors publish them', () => {
    expect(entryUrls('page', [entry('/profile/login')], noFacts, ORIGIN)).toEqual([]);
  });
});

describe('productUrls', () => {
  const listing = { pageSlug: 'merlot-2022', productId: 'p-merlot', updatedAt: '2026-03-01T10:00:00.000Z' };
  const extras = (lastUpdated: number): ContentEntry => ({ id: 'c7-merlot', name: 'Merlot', published: 'published', lastUpdated, firstPublished: null, query: [], data: { productId: 'p-merlot' } });

  it("dates a product page by Commerce7's updatedAt when that is the latest change", () => {
    expect(productUrls([listing], [extras(Date.UTC(2026, 0, 1))], [], noFacts, ORIGIN)).toEqual([{ path: '/product/merlot-2022', lastModified: Date.UTC(2026, 2, 1, 10) }]);
  });

  it('dates it by its page extras or its composed page when an editor changed them later', () => {
    expect(productUrls([listing], [extras(Date.UTC(2026, 5, 1))], [], noFacts, ORIGIN)[0]!.lastModified).toBe(Date.UTC(2026, 5, 1));
    const composed = entry('/product/merlot-2022', {}, { lastUpdated: Date.UTC(2026, 8, 1), firstPublished: Date.UTC(2026, 1, 1) });
    expect(productUrls([listing], [extras(Date.UTC(2026, 5, 1))], [composed], noFacts, ORIGIN)[0]!.lastModified).toBe(Date.UTC(2026, 8, 1));
  });

  it('has no lastmod when no date is known', () => {
    expect(productUrls([{ ...listing, updatedAt: null }], [], [], noFacts, ORIGIN)).toEqual([{ path: '/product/merlot-2022', lastModified: null }]);
  });

  it('leaves out a product page whose composed page is noindex (a product hero with disableRobots)', () => {
    const composed = entry('/product/merlot-2022');
    expect(productUrls([listing], [], [composed], () => ({ noindex: true }), ORIGIN)).toEqual([]);
    expect(productUrls([listing], [], [entry('/product/merlot-2022', { noindex: true })], noFacts, ORIGIN)).toEqual([]);
  });
});

describe('sitemapXml', () => {
  it('is a sitemaps.org urlset with absolute, escaped locations and lastmod when known', () => {
    const { xml, count } = sitemapXml(
      [
        { path: '/visit', lastModified: Date.UTC(2026, 0, 2, 3, 4, 5) },
        { path: "/wine & food/l'été", lastModified: null },
      ],
      ORIGIN,
    );
    expect(count).toBe(2);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<url><loc>${ORIGIN}/visit</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>`,
        `<url><loc>${ORIGIN}/wine%20&amp;%20food/l&apos;%C3%A9t%C3%A9</loc></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
  it('lists a path once, as first given', () => {
    const { xml, count } = sitemapXml(
      [
        { path: '/a', lastModified: 1_000 },
        { path: '/a', lastModified: 2_000 },
      ],
      ORIGIN,
    );
    expect(count).toBe(1);
    expect(xml).toContain('1970-01-01T00:00:01Z');
  });
  it(`stops at the protocol's ${SITEMAP_MAX_URLS} URLs and counts the rest`, () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 3 }, (_, i) => ({ path: `/p${i}`, lastModified: null }));
    const { xml, count, leftOut } = sitemapXml(urls, ORIGIN);
    expect(count).toBe(SITEMAP_MAX_URLS);
    expect(leftOut).toBe(3);
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});
