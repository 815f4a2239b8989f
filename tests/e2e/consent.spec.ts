// Consent in the browser: nothing leaves for another origin before a decision; the banner
// and the footer's "Do Not Sell or Share" control work from the keyboard; a browser with
// Global Privacy Control is opted out of sale and sharing and told so. (That checkout has
// no consent manager, and that pages carry no per-visitor decision, are worker tests:
// tests/worker/consent.test.ts.)
import { asAdult, expect, hydrated, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { publish, RUN, targeted, unpublish } from './content.ts';

test.use({ askConsent: true });
test.beforeEach(async ({ page }) => asAdult(page));

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });
/** Serious or critical accessibility violations inside `selector`. */
async function violationsIn(page: Page, selector: string) {
  const violations = await axeViolations(page, { include: [selector] });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value;

test('with no decision, no request leaves for another origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  for (const path of ['/', '/visit', '/product/isosceles-2021']) {
    await page.goto(path);
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    // Below the fold too: lazy images and anything waiting for a scroll.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('load');
  }
  expect(foreign).toEqual([]);
  expect(await consentCookie(page)).toBeUndefined();
});

test('a frame an editor embedded loads only when the visitor asks for it', async ({ page, request, baseURL }) => {
  const path = `/consent-embed-${RUN}`;
  const frame = '<p>Our tour</p><iframe src="https://player.example.test/embed/1" width="560" height="315"></iframe>';
  await publish(
    request,
    baseURL!,
    targeted(`consent-embed-${RUN}`, 'page', path, { title: 'Tour', url: path, blocks: [{ id: `embed-${RUN}`, component: { name: 'Embed', options: { content: frame } } }] }),
  );
  const asked: string[] = [];
  await page.route('https://player.example.test/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>The player</p>' });
  });
  try {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByText('Our tour')).toBeVisible();
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Load content from player.example.test' }).click();
    await expect(page.frameLocator('iframe[title="Embedded content"]').getByText('The player')).toBeVisible();
    expect(asked).toEqual(['https://player.example.test/embed/1']);
  } finally {
    await unpublish(request, baseURL!, `consent-embed-${RUN}`);
  }
});

test('the banner and the footer control work from the keyboard', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  expect(await violationsIn(page, '.consent-banner')).toEqual([]);
  // Right after the skip link in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Manage choices' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = preferences(page);
  await expect(dialog).toBeVisible();
  expect(await violationsIn(page, '.consent-dialog')).toEqual([]);
  const analytics = dialog.getByRole('checkbox', { name: 'Analytics' });
  await expect(analytics).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Marketing (sale and sharing)' })).not.toBeChecked();
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: 'Save my choices' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  // The banner that opened it is gone: focus goes on to the page, not lost.
  await expect(page.locator('#main-content')).toBeFocused();
  await expect.poll(() => consentCookie(page)).toBe('v1.a1.m0.p0');

  // Next page: decided, so no banner; the footer's control reopens the choices as saved.
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toBeHidden();
  const control = page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' });
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Personalisation' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
});

test.describe('a browser with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
  });

  test('is opted out of sale and sharing, and the preferences say so', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click();
    const dialog = preferences(page);
    await expect(dialog).toContainText("Your browser's Global Privacy Control signal opted you out of sale and sharing.");
    const marketing = dialog.getByRole('checkbox', { name: 'Marketing (sale and sharing)' });
    await expect(marketing).not.toBeChecked();
    await expect(marketing).toBeDisabled();
    // Even "Accept all" keeps sale and sharing off.
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => consentCookie(page)).toBe('v1.a1.m0.p1');
  });
});
