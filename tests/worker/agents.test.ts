// What AI shopping agents get: the markdown twin of every page in the sitemap (the same
// price, stock and URL as the page's JSON-LD), from the page cache with no backend call when
// warm and purged on publish, never a member's price; /llms.txt and robots.txt's AI
// crawlers. The MCP endpoint: mcp.test.ts.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import {
  ADULT,
  clearFaults,
  commerceCalls,
  get,
  ORIGIN,
  pageEntry,
  PRODUCTION_VARS,
  publish,
  recordedRequests,
  setFault,
  signInAs,
  startRecording,
  stopRecording,
  storedCopy,
  unpublish,
} from './helpers.ts';

const MARKDOWN = { accept: 'text/markdown' };
const published: string[] = [];

afterEach(async () => {
  await stopRecording();
  for (const id of published.splice(0)) await unpublish(id);
});

function fetchWith(vars: Record<string, string>, request: Request) {
  return worker.fetch(request, { ...(env as unknown as Record<string, unknown>), ...vars } as never, createExecutionContext());
}

type Offer = { price: string; availability: string; sku: string; url: string };
const jsonLdOf = (html: string): { url: string; offers: Offer[] } | null => {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { url: string; offers: Offer[] }) : null;
};
const dollars = (price: string) => `$${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
}

// The sitemap's URLs, read once as the file loads: one test per URL.
const SITEMAP = await sitemapPaths();

describe('the markdown twin of every page in the sitemap', () => {
  const wines = SITEMAP.filter((path) => path.startsWith('/product/'));
  const pages = SITEMAP.filter((path) => !path.startsWith('/product/'));

  it('covers the whole sitemap: its wines and its other pages', () => {
    expect(wines.length).toBeGreaterThan(20);
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(wines)("%s.md says the wine's price, availability and URL as the page's JSON-LD does (nothing when the page has no public offer)", async (path) => {
    const [page, twin] = await Promise.all([get(path), get(`${path}.md`, {})]);
    const [ld, markdown] = [jsonLdOf(await page.text()), await twin.text()];
    if (!ld) {
      // No public offer on the page (members-only, allocation): nothing about it in markdown.
      expect(twin.status).toBe(404);
      expect(markdown).not.toContain('$');
      return;
    }
    expect(twin.status).toBe(200);
    expect(markdown).toContain(`URL: ${ld.url}`);
    for (const offer of ld.offers) {
      const line = markdown.split('\n').find((l) => l.includes(`(SKU ${offer.sku})`));
      expect(line, offer.sku).toBeDefined();
      expect(line).toContain(`: ${dollars(offer.price)}`);
      expect(line).toContain(offer.availability === 'https://schema.org/InStock' ? 'in stock' : 'sold out');
    }
    expect(markdown).toContain('You must be 21 or older to buy wine');
  });

  it.each(pages)('the twin of %s is its markdown, saying buyers must be 21 or older and where the store ships', async (path) => {
    const twin = await get(path === '/' ? '/index.md' : `${path}.md`, {});
    const markdown = await twin.text();
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown).toMatch(/^# \S/);
    expect(markdown).toContain('You must be 21 or older to buy wine');
    expect(markdown).toContain('We ship wine to California, Oregon');
  });

  it('answers the page URL itself for Accept: text/markdown, with Vary: Accept on both answers', async () => {
    const html = await get('/product/estate-cabernet-sauvignon-2022', { ...ADULT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.headers.get('vary')).toContain('Accept');
    await html.body?.cancel();
    const twin = await get('/product/estate-cabernet-sauvignon-2022', { ...ADULT, accept: 'text/markdown, text/html;q=0.5' });
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(twin.headers.get('vary')).toContain('Accept');
    const markdown = await twin.text();
    expect(markdown).toMatch(/^# Estate Cabernet Sauvignon 2022\n/);
    expect(markdown).toContain('club members $76.00');
    expect(markdown).not.toContain('<');
  });

  it('is stored by the page cache: 100 warm reads make no Commerce7 call, and a publish purges the twin with its page', async () => {
    await storedCopy('/collection/red-wines.md', {});
    await storedCopy('/product/merlot-2022', MARKDOWN);
    await startRecording();
    for (let i = 0; i < 50; i++) {
      for (const [path, headers] of [
        ['/collection/red-wines.md', {}],
        ['/product/merlot-2022', MARKDOWN],
      ] as const) {
        const response = await get(path, headers);
        expect(response.headers.get('x-cache')).toBe('HIT');
        await response.body?.cancel();
      }
    }
    expect(commerceCalls(await recordedRequests())).toEqual([]);
    await stopRecording();

    const entry = (words: string) =>
      pageEntry('agents-twin', '/agents-twin', { title: 'Twin test', blocks: [{ id: 'agents-twin-text', component: { name: 'Text', options: { text: `<p>${words}</p>` } } }] });
    await publish(entry('First words.'));
    published.push('agents-twin');
    expect(await (await storedCopy('/agents-twin.md', {})).text()).toContain('First words.');
    await publish(entry('Second words.'));
    const after = await get('/agents-twin.md', {});
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(await after.text()).toContain('Second words.');
  });
});

describe('members-only and allocation wines', () => {
  it("never appear in a markdown answer, stored or not, whoever asked first (a member's price never in the cache)", async () => {
    const member = await signInAs('member@example.com');
    for (const who of [member, {}, member, {}]) {
      for (const path of ['/product/isosceles-reserve-2021.md', '/product/apex-block-cabernet-sauvignon-2021.md']) {
        const response = await get(path, who);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toMatch(/\$(225|180|190|152)\.00/);
      }
      const collection = await get('/collection/red-wines.md', who);
      const markdown = await collection.text();
      expect(collection.status).toBe(200);
      expect(markdown).toContain('Isosceles 2021');
      expect(markdown).not.toContain('Isosceles Reserve');
      expect(markdown).not.toContain('Apex Block');
      expect(markdown).not.toContain('Morgan');
    }
    const stored = await storedCopy('/collection/red-wines.md', {});
    expect(await stored.text()).not.toContain('Isosceles Reserve');
  });
});

describe('/llms.txt and robots.txt', () => {
  it('lists the store, its collections, clubs, wines and pages, one line each linked to the twins, and no members-only wine', async () => {
    const response = await get('/llms.txt', {});
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# Triangle Ridge Winery\n\n> /);
    for (const section of ['## Collections', '## Clubs', '## Wines', '## Blog', '## Pages']) expect(text).toContain(section);
    expect(text).toContain(`(${ORIGIN}/collection/red-wines.md)`);
    expect(text).toMatch(/\[[^\]]+\]\(http:\/\/localhost\/club\/6-bottle-red-wines\.md\): 6 bottles, \$/);
    expect(text).toMatch(/\[Estate Cabernet Sauvignon 2022\]\(http:\/\/localhost\/product\/estate-cabernet-sauvignon-2022\.md\): \$95\.00/);
    expect(text).not.toContain('Isosceles Reserve');
    expect(text).toContain(`${ORIGIN}/api/mcp`);
  });

  it("names the AI crawlers' published user agents in robots.txt only when the winery disallows them", async () => {
    const robots = async (vars: Record<string, string>) => (await fetchWith({ ...PRODUCTION_VARS, ...vars }, new Request(`${ORIGIN}/robots.txt`))).text();
    const allowed = await robots({});
    expect(allowed).not.toContain('GPTBot');
    expect(allowed).toContain(`# For AI agents: ${ORIGIN}/llms.txt`);
    const closed = await robots({ AI_CRAWLERS: 'disallow' });
    const group = closed.slice(closed.indexOf('User-agent: GPTBot'));
    for (const name of ['GPTBot', 'ClaudeBot', 'PerplexityBot', 'Google-Extended', 'CCBot']) expect(group).toContain(`User-agent: ${name}\n`);
    expect(group).toMatch(/User-agent: Bytespider\nDisallow: \/\n/);
    // Every other crawler keeps the store's own rules.
    expect(closed.startsWith('User-agent: *\nDisallow: /profile\n')).toBe(true);
  });

  it('answers a broken path with a markdown 404 and a failing backend with a markdown 503, never an HTML error', async () => {
    const broken = await get('/product/%E0%A4%A.md', {});
    expect(broken.status).toBe(404);
    expect(broken.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    await broken.body?.cancel();
    await setFault('content', '500');
    try {
      const failing = await get('/agents-no-such-copy.md', {});
      expect(failing.status).toBe(503);
      expect(failing.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await failing.text()).toContain('The store cannot read this page just now.');
    } finally {
      await clearFaults();
    }
  });

  it('turns twins and /llms.txt off with AGENT_MARKDOWN=off', async () => {
    const off = { AGENT_MARKDOWN: 'off' };
    expect((await fetchWith(off, new Request(`${ORIGIN}/llms.txt`))).status).toBe(404);
    expect((await fetchWith(off, new Request(`${ORIGIN}/product/merlot-2022.md`))).status).toBe(404);
    const page = await fetchWith(off, new Request(`${ORIGIN}/product/merlot-2022`, { headers: MARKDOWN }));
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
