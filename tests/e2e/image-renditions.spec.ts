// The browser picks the rendition its screen needs from the srcset (storefront spec 9: logos
// at 144 px on phones and 206 px from tablets): a 390 px phone at 3x asks for more pixels
// than a 1280 px desktop at 1x, and both get a modern format from the image transformations.
import { collectConsoleErrors, expect, POPUP_TEST_COOKIE, test } from './fixtures.ts';

const SCREENS = [
  { name: 'a 390 px phone at 3x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, width: 640 },
  { name: 'a 1280 px desktop at 1x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, width: 256 },
] as const;

test('each screen asks for the logo rendition it needs, in a modern format', async ({ browser, baseURL }) => {
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, baseURL: baseURL ?? '' });
    await context.addCookies([
      { name: 'age_gate', value: 'false', url: baseURL ?? '' },
      { name: POPUP_TEST_COOKIE, value: '1', url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const rendition = page.waitForResponse((response) => response.url().includes('/cdn-cgi/image/') && response.url().endsWith('/images/logos/napa-table.png'));
    await page.goto('/trade-media');
    const logo = page.getByRole('img', { name: 'Napa Table' });
    // Below the fold and lazy: it loads as it comes near.
    await logo.scrollIntoViewIfNeeded();
    const response = await rendition;
    expect(response.status(), screen.name).toBe(200);
    expect(new URL(response.url()).pathname, screen.name).toContain(`/cdn-cgi/image/width=${screen.width},quality=75,format=auto,`);
    expect(response.headers()['x-image-width'], screen.name).toBe(String(screen.width));
    expect(response.headers()['x-image-format'], screen.name).toBe('avif');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc), { message: screen.name }).toContain(`width=${screen.width},`);
    expect(errors, screen.name).toEqual([]);
    await context.close();
  }
});
