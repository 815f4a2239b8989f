// Navigations that feel instant, in Chromium: a product link the pointer rests on is
// prefetched by the page's speculation rules, the click is answered from that prefetch, and
// the prefetch of a page the page cache holds costs the backend nothing; a page prefetched
// before the cart changed is fetched again. Chromium's speculation events come from the
// DevTools protocol's Preload domain (which also turns prerendering off: DevTools is attached).
import type { Page } from '@playwright/test';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const PRODUCT = '/product/merlot-2022';

/** What the emulator's recorder saw the store ask Commerce7 since recording began. */
async function commerceCalls(page: Page): Promise<string[]> {
  const recorded = (await (await page.request.get('/__emulator/requests')).json()) as { requests: { method: string; path: string }[] };
  return recorded.requests.filter((request) => request.path.startsWith('/commerce/')).map((request) => `${request.method} ${request.path}`);
}

/**
 * The link stays under the pointer for the rule's hover to count: nothing may still move it
 * (the web fonts, the images above it), then two frames for their layout.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined)));
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

test('a hovered product link is prefetched from the page cache and the click is answered from the prefetch', async ({ page, context, baseURL }) => {
  await asAdult(page);
  // The product page in the page cache for this visitor (the browser's own cookies).
  await expect.poll(async () => (await context.request.get(PRODUCT)).headers()['x-cache']).toBe('HIT');

  await page.goto('/collection/all');
  await hydrated(page);
  await settled(page);
  // Chromium's speculation events (DevTools protocol, Preload domain): the prefetch's outcome.
  const cdp = await context.newCDPSession(page);
  // Which rule set asked for each speculation: the page's own, not one of Chromium's guesses.
  const ruleSets = new Map<string, string>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => void ruleSets.set(ruleSet.id, ruleSet.sourceText));
  const sources = new Map<string, string[]>();
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    for (const source of preloadingAttemptSources) sources.set(`${source.key.action} ${new URL(source.key.url).pathname}`, source.ruleSetIds);
  });
  await cdp.send('Preload.enable');
  const prefetched = new Promise<string>((resolve) => {
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (new URL(event.prefetchUrl).pathname === PRODUCT && (event.status === 'Ready' || event.status === 'Failure')) resolve(event.status);
    });
  });
  expect((await page.request.put('/__emulator/requests/recording', { headers: { origin: baseURL! } })).status()).toBe(200);
  try {
    const link = page.locator(`a[href="${PRODUCT}"]`).first();
    await link.hover();
    expect(await prefetched).toBe('Ready');
    const asking = (sources.get(`Prefetch ${PRODUCT}`) ?? []).map((id) => ruleSets.get(id) ?? '');
    expect(asking.some((rules) => rules.includes('"eagerness":"moderate"'))).toBe(true);
    // The store answered the prefetch from its page cache: not one Commerce7 call.
    expect(await commerceCalls(page)).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
      return { deliveryType: entry.deliveryType };
    });
    // Chromium's word for a navigation answered from a speculation rules prefetch.
    expect(navigation.deliveryType).toBe('navigational-prefetch');
    expect(await commerceCalls(page)).toEqual([]);
  } finally {
    await page.request.delete('/__emulator/requests/recording', { headers: { origin: baseURL! } });
  }
});

test('a page prefetched before the visitor added to the cart is not shown: the next page shows the cart', async ({ page, context }) => {
  await asAdult(page);
  await page.goto('/collection/all');
  await hydrated(page);
  await settled(page);
  const cdp = await context.newCDPSession(page);
  const prefetched = new Promise<string>((resolve) => {
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (new URL(event.prefetchUrl).pathname === PRODUCT && (event.status === 'Ready' || event.status === 'Failure')) resolve(event.status);
    });
  });
  await cdp.send('Preload.enable');
  const link = page.locator(`a[href="${PRODUCT}"]`).first();
  await link.hover();
  expect(await prefetched).toBe('Ready');
  // The cart changes after the prefetch (as an add to cart elsewhere on the page would).
  const added = await page.evaluate(async () => {
    const response = await fetch('/api/cart/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sku: 'SB24-750', quantity: 1 }) });
    return response.status;
  });
  expect(added).toBe(200);
  // The page puts its rules in again once it has seen the cookie change (no prerender now: a cart).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const rules = document.querySelector('script[type="speculationrules"]')?.textContent ?? '';
        return rules.includes('"prefetch"') && !rules.includes('"prerender"');
      }),
    )
    .toBe(true);
  await link.click();
  await expect(page).toHaveURL(PRODUCT);
  await hydrated(page);
  await expect(page.locator('.site-header__actions').getByRole('button', { name: 'Cart (1)' })).toBeVisible();
});
