// The anonymous page cache at the edge: who gets a stored page (x-cache), what
// is never stored, that nothing personal crosses between visitors in any order of visits,
// and that a publish through the emulator (which calls the store's webhook as Builder
// does) shows on the public page at once.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/worker/index.ts';
import { repurgeBatch } from '../../src/worker/page-cache/repurge.ts';
import { ADULT, clearFaults, get, ORIGIN, pageEntry, post, publish, setFault, signInAs, storedCopy, unpublish, viewThroughWorker } from './helpers.ts';
import { dismissalKey } from '../../src/marketing/pencil-banner/dismissal.ts';
import { pageCacheKey } from '../../src/worker/page-cache/key.ts';
import { MAX_WEBHOOK_BODY_BYTES, readWebhook } from '../../src/content/publish/index.ts';

const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
const SEEDED_BANNER_TEXT = 'Complimentary ground shipping on 6 or more bottles';
const published: string[] = [];

afterEach(async () => {
  await clearFaults();
  for (const id of published.splice(0)) await unpublish(id);
});

async function publishPage(id: string, path: string, text: string) {
  await publish(pageEntry(id, path, { title: id, blocks: [{ id: `${id}-text`, component: { name: 'Text', options: { text: `<p>${text}</p>` } } }] }));
  published.push(id);
}

const nonceOf = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];

function webhook(body: unknown, authorization = `Bearer ${WEBHOOK_SECRET}`) {
  return post('/api/webhooks/content', body, { authorization });
}

describe('the anonymous page cache', () => {
  it('renders a page once (MISS), then answers from the cache (HIT) with a fresh nonce in the page and its CSP each time', async () => {
    await publishPage('pc-basic', '/pc-basic', 'Cached once.');
    const first = await get('/pc-basic');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstHtml = await first.text();
    const hit = await storedCopy('/pc-basic');
    const html = await hit.text();
    expect(html).toContain('Cached once.');
    const nonces = new Set([nonceOf(firstHtml), nonceOf(html)]);
    const again = await storedCopy('/pc-basic');
    const againHtml = await again.text();
    nonces.add(nonceOf(againHtml));
    expect(nonces.size).toBe(3);
    expect(again.headers.get('content-security-policy')).toContain(`'nonce-${nonceOf(againHtml)}'`);
    // Every nonce in the stored page is the new one.
    expect([...againHtml.matchAll(/nonce="([^"]+)"/g)].every((m) => m[1] === nonceOf(againHtml))).toBe(true);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.headers.get('cache-tag')).toBeNull();
  });

  it('shares one entry across campaign parameters, not across parameters that change the page', async () => {
    await publishPage('pc-query', '/pc-query', 'Query page.');
    await get('/pc-query?utm_source=mail');
    await storedCopy('/pc-query?utm_source=mail');
    for (const query of ['?utm_campaign=fall&gclid=abc', '?fbclid=xyz', '']) {
      expect((await get(`/pc-query${query}`)).headers.get('x-cache')).toBe('HIT');
    }
    expect((await get('/pc-query?page=2')).headers.get('x-cache')).toBe('MISS');
    const key = (query: string) => pageCacheKey(new URL(`${ORIGIN}/p${query}`), {});
    expect(key('?b=2&a=1&utm_medium=x')).toBe(key('?a=1&b=2'));
  });

  it('is bypassed for a signed-in visitor, a cart, a preview and personal paths, which are never stored', async () => {
    const signedIn = await signInAs('member@example.com');
    expect((await get('/', signedIn)).headers.get('x-cache')).toBe('BYPASS');
    expect((await get('/', { cookie: 'age_gate=false; cartId=2b8f0c52-7d4e-4b59-9a0e-0c1d2e3f4a5b' })).headers.get('x-cache')).toBe('BYPASS');
    for (const path of ['/profile/x.css', '/checkout', '/pc-basic?preview=1.abc']) {
      const first = await get(path);
      await first.body?.cancel();
      const second = await get(path);
      await second.body?.cancel();
      expect(second.headers.get('x-cache') ?? 'BYPASS').not.toBe('HIT');
    }
  });

  it('never stores a 404, a redirect or a 500', async () => {
    const notFound = await get('/pc-no-such-page');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-cache')).toBe('BYPASS');
    const redirect = await get('/pc-basic/');
    expect(redirect.status).toBe(301);
    await publishPage('pc-fail', '/pc-fail', 'Fails first.');
    await setFault('content', '500');
    const failed = await get('/pc-fail-later');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.headers.get('x-cache')).toBe('BYPASS');
    await clearFaults();
    expect((await get('/pc-fail-later')).headers.get('x-cache')).not.toBe('HIT');
  });

  it('keeps serving the stale page while a re-render fails, and stores the next good one', async () => {
    await publishPage('pc-stale', '/pc-stale', 'Old words.');
    await get('/pc-stale');
    const stored = await storedCopy('/pc-stale');
    const html = await stored.text();
    expect(html).toContain('Old words.');
    // The stored copy, past its freshness (a development-only control).
    await setFault('content', '500');
    expect((await post('/__debug/page-cache/stale?path=/pc-stale&content=forget', {}, ADULT)).status).toBe(200);
    const stale = await get('/pc-stale');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toContain('Old words.');
    const stillStale = await get('/pc-stale');
    expect(stillStale.headers.get('x-cache')).toBe('STALE');
    expect(await stillStale.text()).toContain('Old words.');
    // The backend back: the next re-render is stored, and fresh again.
    await clearFaults();
    await publishPage('pc-stale', '/pc-stale', 'New words.');
    const fresh = await storedCopy('/pc-stale');
    expect(await fresh.text()).toContain('New words.');
  });
});

describe('a first view whose products came after its shell', () => {
  it('is stored as stale: the next visitor gets it while the page renders again, and the copy after has the products in place', async () => {
    // The catalogue slow to answer: the shell goes out with the products' placeholders, and
    // the products follow with React's script that swaps them in.
    // Home under a query no other test asks for: the Cache API outlives a test file in the
    // runtime the files share, and another file's copy of `/` would answer first.
    const path = '/?products-after-the-shell';
    await setFault('commerce', 'slow');
    const first = await viewThroughWorker(path);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(first.html).toContain('<!--$?-->');
    await clearFaults();
    const next = await viewThroughWorker(path);
    expect(next.response.headers.get('x-cache')).toBe('STALE');
    expect(next.html).toContain('<!--$?-->');
    const after = await viewThroughWorker(path);
    expect(after.response.headers.get('x-cache')).toBe('HIT');
    expect(after.html).not.toContain('<!--$?-->');
    expect(after.html).toContain('Isosceles 2021');
  });
});

describe('a page with a countdown banner', () => {
  // The store runs in this isolate, so its clock is the test's Date: stopped a minute in the
  // past (nothing is stamped ahead of the real clock for the tests after this one) and moved
  // to the countdown's end, instead of waiting for it.
  it("is never served from the cache past the countdown's end", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now() - 60_000;
      vi.setSystemTime(start);
      const endsAt = start + 30_000;
      await publishPage('pc-countdown', '/pc-countdown', 'Sale page.');
      await publish({
        id: 'pc-countdown-banner',
        model: 'pencil-banner',
        name: 'pc-countdown-banner',
        query: [{ property: 'urlPath', operator: 'is', value: '/pc-countdown' }],
        data: { bannerType: 'countdown', endDate: new Date(endsAt).toISOString(), text: 'Sale ends in', design: 'black' },
      });
      published.push('pc-countdown-banner');
      expect(await (await get('/pc-countdown')).text()).toContain('Sale ends in');
      expect(await (await storedCopy('/pc-countdown')).text()).toContain('Sale ends in');
      // A second before the end, the stored copy (fresh for the whole minute) still answers.
      vi.setSystemTime(endsAt - 1000);
      const before = await get('/pc-countdown');
      expect(before.headers.get('x-cache')).toBe('HIT');
      expect(await before.text()).toContain('Sale ends in');
      vi.setSystemTime(endsAt);
      const after = await get('/pc-countdown');
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(await after.text()).not.toContain('Sale ends in');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('two visitors, one signed in with a cart and a dismissed banner, one anonymous', () => {
  const dismissed = `${dismissalKey(SEEDED_BANNER_TEXT)}=1`;

  async function member(): Promise<string> {
    const { cookie } = await signInAs('member@example.com');
    const added = await post('/api/cart/items', { sku: 'ISO21-750', quantity: 2 }, { cookie });
    expect(added.status).toBe(200);
    return `${cookie}; ${dismissed}`;
  }

  for (const order of [
    ['anonymous', 'member', 'anonymous', 'member'],
    ['member', 'anonymous', 'member', 'anonymous'],
  ]) {
    it(`neither sees the other's name, cart count, member prices or banner state (${order.join(', ')})`, async () => {
      const memberCookie = await member();
      for (const path of ['/', '/product/isosceles-reserve-2021', '/collection/all']) {
        for (const who of order) {
          const response = await get(path, who === 'member' ? { cookie: memberCookie } : ADULT);
          const html = await response.text();
          if (who === 'member') {
            expect(response.headers.get('x-cache')).toBe('BYPASS');
            expect(html).toContain('Morgan');
            if (path === '/') expect(html).not.toContain(SEEDED_BANNER_TEXT);
            if (path === '/product/isosceles-reserve-2021') expect(html).not.toContain('Members Exclusive');
          } else {
            expect(html).not.toContain('Morgan');
            expect(html).not.toMatch(/Cart \([1-9]/);
            expect(html).not.toContain('ISO21-750&quot;,&quot;quantity&quot;:2');
            if (path === '/') expect(html).toContain(SEEDED_BANNER_TEXT);
            if (path === '/product/isosceles-reserve-2021') expect(html).toContain('Members Exclusive');
          }
        }
      }
    });
  }

  for (const order of [
    ['member', 'anonymous', 'anonymous'],
    ['anonymous', 'member', 'anonymous'],
  ]) {
    it(`neither gets a member's price or name in a markdown twin, stored or not (${order.join(', ')})`, async () => {
      // Signed in, without adding to the member's cart again (its wine has a per-cart limit).
      const { cookie: memberCookie } = await signInAs('member@example.com');
      for (const path of ['/collection/all.md', '/collection/red-wines.md', '/product/isosceles-reserve-2021.md']) {
        for (const who of order) {
          const response = await get(path, who === 'member' ? { cookie: memberCookie } : {});
          const markdown = await response.text();
          if (who === 'member') expect(response.headers.get('x-cache')).toBe('BYPASS');
          // The members-only wine (its price, $225.00, shown to the member on its page) and the member.
          expect(markdown, `${path} for ${who}`).not.toContain('Isosceles Reserve');
          expect(markdown, `${path} for ${who}`).not.toContain('$225.00');
          expect(markdown, `${path} for ${who}`).not.toContain('Morgan');
        }
      }
      const stored = await storedCopy('/collection/red-wines.md', {});
      expect(await stored.text()).not.toContain('Isosceles Reserve');
    });
  }

  it('an anonymous visitor who dismissed the banner gets an entry of their own', async () => {
    await get('/', ADULT);
    await storedCopy('/', ADULT);
    const withDismissal = await get('/', { cookie: `age_gate=false; ${dismissed}` });
    expect(withDismissal.headers.get('x-cache')).not.toBe('HIT');
    expect(await withDismissal.text()).not.toContain(SEEDED_BANNER_TEXT);
    expect(await (await get('/', ADULT)).text()).toContain(SEEDED_BANNER_TEXT);
  });
});

describe('POST /api/webhooks/content', () => {
  it('refuses a wrong or missing secret and an unknown model, and purges nothing', async () => {
    await publishPage('pc-guard', '/pc-guard', 'Guarded.');
    await get('/pc-guard');
    await storedCopy('/pc-guard');
    const body = { modelName: 'page', operation: 'publish', newValue: { id: 'pc-guard', query: [{ property: 'urlPath', value: '/pc-guard' }] }, previousValue: null };
    expect((await webhook(body, 'Bearer wrong')).status).toBe(401);
    expect((await post('/api/webhooks/content', body)).status).toBe(401);
    // Not even an unreadable body with a wrong secret widens into a purge.
    expect((await webhook('not json', 'Bearer wrong')).status).toBe(401);
    const unknown = await webhook({ ...body, modelName: 'no-such-model' });
    expect(unknown.status).toBe(422);
    expect((await get('/pc-guard')).headers.get('x-cache')).toBe('HIT');
  });

  // Builder's body carries two whole entries, its operations may grow, and an entry
  // may come without a URL or an id; none of these may leave a stale page in the cache.
  it('purges the model on a 600 KiB body, an unknown operation, an entry without a URL or id, and an unreadable body, with the reason', async () => {
    const purgedBy = async (label: string, body: unknown) => {
      await publishPage(`pc-${label}`, `/pc-${label}`, `${label} words.`);
      await get(`/pc-${label}`);
      await storedCopy(`/pc-${label}`);
      const response = await webhook(body);
      expect(response.status, label).toBe(200);
      const answer = (await response.json()) as { purged: { tags: string[] }; reasons: string[] };
      expect(answer.purged.tags, label).toContain('m:page');
      expect((await get(`/pc-${label}`)).headers.get('x-cache'), label).toBe('MISS');
      return answer.reasons;
    };
    const big = { id: 'pc-big', query: [{ property: 'urlPath', value: '/pc-big' }], data: { blocks: [{ id: 'pad', component: { name: 'Text', options: { text: 'x'.repeat(300 * 1024) } } }] } };
    const body = JSON.stringify({ newValue: big, previousValue: big, modelName: 'page', operation: 'publish' });
    expect(body.length).toBeGreaterThan(600 * 1024);
    expect(await purgedBy('big', body)).toEqual([]);
    expect(await purgedBy('operation', { modelName: 'page', operation: 'explode', newValue: { id: 'pc-operation' }, previousValue: null })).toEqual([
      'unknown operation "explode": purged as a change',
    ]);
    // No URL and no rule: the entry's id tag; with no id either, every page built from content.
    expect(await purgedBy('no-url', { modelName: 'page', operation: 'publish', newValue: { id: 'pc-no-url', data: {} }, previousValue: null })).toEqual([]);
    expect(await purgedBy('no-id', { modelName: 'page', operation: 'publish', newValue: { data: {} }, previousValue: null })).toEqual([
      'the entry has no id and no URL: every page built from content is purged',
    ]);
    expect(await purgedBy('garbled', { modelName: 'page', operation: 'publish', newValue: 'garbled', previousValue: { id: 7, query: 'x' } })).toEqual([
      'newValue is not an entry: its paths are not known',
      'the entry has no id and no URL: every page built from content is purged',
    ]);
    // With no model to read, every model's tag.
    expect(await purgedBy('unreadable', '{"modelName": "page", "operation": "publish", "newValue": {')).toEqual(['the body is not JSON: the model is not known']);
    // A body past what a Worker reads (16 MiB) is not read: its model is not known either, and all are purged.
    expect(readWebhook(null)).toMatchObject({ modelName: null, reasons: [`the body is over ${MAX_WEBHOOK_BODY_BYTES} bytes and was not read: the model is not known`] });
  });

  // "At once" by the store's own clock, which runs in this isolate: stopped from before the
  // publish to the next view, so no copy can have aged out (not the isolate's one-second tier,
  // not the minute's freshness); only the webhook's purge can bring the new words.
  it('a publish through the emulator shows on the public page at once, with no time passing under a warm cache', async () => {
    await publishPage('pc-publish', '/pc-publish', 'First words.');
    await get('/pc-publish');
    await storedCopy('/pc-publish');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now());
      const warm = await get('/pc-publish');
      expect(warm.headers.get('x-cache')).toBe('HIT');
      expect(await warm.text()).toContain('First words.');
      const status = await publish(
        pageEntry('pc-publish', '/pc-publish', { title: 'pc-publish', blocks: [{ id: 'pc-publish-text', component: { name: 'Text', options: { text: '<p>Second words.</p>' } } }] }),
      );
      expect(status).toBe(200);
      const after = await get('/pc-publish');
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(await after.text()).toContain('Second words.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a symbol publish purges the pages built with it; an unrelated page stays', async () => {
    await publishPage('pc-other', '/pc-other', 'Unrelated.');
    await get('/pc-other');
    await storedCopy('/pc-other');
    const purge = await webhook({ modelName: 'clubs', operation: 'publish', newValue: { id: 'club-x', data: {} }, previousValue: null });
    expect(purge.status).toBe(200);
    expect((await get('/pc-other')).headers.get('x-cache')).toBe('HIT');
    const symbol = await webhook({ modelName: 'symbol', operation: 'publish', newValue: { id: 'sym-x', data: {} }, previousValue: null });
    expect(symbol.status).toBe(200);
    expect((await get('/pc-other')).headers.get('x-cache')).toBe('MISS');
  });
});

describe('the second purge, once KV has propagated (page-cache/repurge.ts)', () => {
  const QUEUE = 'winery-storefront-repurge';
  const message = (id: string, body: unknown) => ({ id, timestamp: new Date(), attempts: 1, body });

  it("a publish queues its tags; their delivery purges the page a data centre re-stored from KV's old copy meanwhile", async () => {
    await publishPage('pc-again', '/pc-again', 'Again.');
    await get('/pc-again');
    await storedCopy('/pc-again');
    const purge = await webhook({ modelName: 'symbol', operation: 'publish', newValue: { id: 'sym-again', data: {} }, previousValue: null });
    const { purged } = (await purge.json()) as { purged: { tags: string[]; again: boolean } };
    expect(purged.again).toBe(true);
    expect(purged.tags).toContain('m:symbol');
    // Re-rendered and stored again before KV's old copy was gone everywhere.
    expect((await get('/pc-again')).headers.get('x-cache')).toBe('MISS');
    await storedCopy('/pc-again');

    const batch = createMessageBatch(QUEUE, [message('repurge-1', { tags: purged.tags })]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(['repurge-1']);
    expect(result.retryMessages).toEqual([]);
    expect((await get('/pc-again')).headers.get('x-cache')).toBe('MISS');
  });

  it('drops a malformed message and retries a purge that failed', async () => {
    const malformed = createMessageBatch(QUEUE, [message('bad-1', { tags: 'm:symbol' }), message('bad-2', null)]);
    const ctx = createExecutionContext();
    await worker.queue(malformed, env);
    expect((await getQueueResult(malformed, ctx)).explicitAcks.sort()).toEqual(['bad-1', 'bad-2']);

    // Cloudflare's purge API answering 500 (api.cloudflare.com cannot be reached from here).
    const failing = createMessageBatch(QUEUE, [message('fail-1', { tags: ['m:symbol'] })]);
    const withZone = { ...env, CLOUDFLARE_ZONE_ID: '0123456789abcdef0123456789abcdef', CLOUDFLARE_API_TOKEN: 'test-token' };
    const failCtx = createExecutionContext();
    await repurgeBatch(failing, withZone, { cache: (caches as unknown as { default: Cache }).default, fetch: async () => new Response('{}', { status: 500 }) });
    const result = await getQueueResult(failing, failCtx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual(['fail-1']);
  });
});
