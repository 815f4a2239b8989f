// The anonymous page cache in a real browser against `wrangler dev`: a publish through the
// emulator reaches the store's webhook (the emulator's STOREFRONT binding) and shows on the
// next load, and two visitors in two browsers, one signed in with a cart and a dismissed
// banner, one anonymous, never see each other's page, whichever loads first.
import type { BrowserContext } from '@playwright/test';
import { publish, RUN, targeted, unpublish } from './content.ts';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const BANNER_TEXT = 'Complimentary ground shipping on 6 or more bottles';

const wordsPage = (id: string, path: string, words: string) =>
  targeted(id, 'page', path, { title: id, url: path, blocks: [{ id: `${id}-text`, component: { name: 'Text', options: { text: `<h1>${words}</h1>` } } }] });

test('a publish through the emulator shows on the next load of a cached page', async ({ page, request, baseURL }) => {
  const id = `pc-e2e-${RUN}`;
  const path = `/pc-e2e-${RUN}`;
  await asAdult(page);
  await publish(request, baseURL!, wordsPage(id, path, 'First words'));
  try {
    expect((await page.goto(path))!.headers()['x-cache']).toBe('MISS');
    await expect.poll(async () => (await page.reload())!.headers()['x-cache']).toBe('HIT');
    await publish(request, baseURL!, wordsPage(id, path, 'Second words'));
    const after = await page.reload();
    expect(after!.headers()['x-cache']).toBe('MISS');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second words');
  } finally {
    await unpublish(request, baseURL!, id);
  }
});

/** A new account of this run's, signed in, with one bottle in its cart. */
async function signedInWithCart(context: BrowserContext, first: string) {
  const origin = test.info().project.use.baseURL!;
  const email = `leak-${first}-${RUN}@example.com`;
  const registered = await context.request.post('/api/customer/register', {
    data: { firstName: 'Ottoline', lastName: 'Leakcheck', email, password: 'Cellar-door-21', birthDate: '1980-01-01' },
    headers: { origin },
  });
  expect(registered.status()).toBe(201);
  const added = await context.request.post('/api/cart/items', { data: { sku: 'SB24-750', quantity: 1 }, headers: { origin } });
  expect(added.status()).toBe(200);
}

for (const first of ['anonymous', 'member'] as const) {
  test(`two visitors never see each other's page (${first} first)`, async ({ browser, page: anonymous, context: anonymousContext }) => {
    void anonymousContext;
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    try {
      await asAdult(anonymous);
      await asAdult(member);
      await signedInWithCart(memberContext, first);
      await member.goto('/');
      // The banner's button does nothing until its island has hydrated (islands hydrate in turns).
      await hydrated(member);
      await member.locator('.pencil-banner').getByRole('button', { name: 'Dismiss announcement' }).click();
      await expect(member.locator('.pencil-banner')).toHaveCount(0);

      const visit = async (who: 'anonymous' | 'member') => {
        const page = who === 'member' ? member : anonymous;
        await page.goto('/');
        await hydrated(page);
        const header = page.locator('.site-header__actions');
        if (who === 'member') {
          await expect(header.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
          await expect(page.locator('.pencil-banner')).toHaveCount(0);
        } else {
          await expect(header.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
          await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
          await expect(page.getByText(BANNER_TEXT)).toBeVisible();
          await expect(page.locator('body')).not.toContainText('Ottoline');
        }
      };
      const order = first === 'anonymous' ? (['anonymous', 'member', 'anonymous', 'member'] as const) : (['member', 'anonymous', 'member', 'anonymous'] as const);
      for (const who of order) await visit(who);
    } finally {
      await memberContext.close();
    }
  });
}
