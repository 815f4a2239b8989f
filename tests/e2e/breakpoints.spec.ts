// Storefront spec section 9: "Breakpoints in use: 480, 580, 768, 1024, 1280, 1440 (1920)"
// (content spec: the forms library also 480, 1440, 1920). The wide ones are designed: the
// content column, the header and the footer grow together, the shop shows four cards a row,
// the type grows at 1920, the product image keeps its 450x570 and nothing scrolls sideways.
import type { Page } from '@playwright/test';
import { asAdult, expect, test } from './fixtures.ts';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`no box for ${selector}`);
  return found;
};
const columns = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

test.describe('Breakpoints (storefront spec 9): 1280, 1440 and 1920', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  const WIDTHS = [
    { width: 1280, content: 1200, cards: 3 },
    { width: 1440, content: 1320, cards: 4 },
    { width: 1920, content: 1560, cards: 4 },
  ] as const;

  for (const { width, content, cards } of WIDTHS) {
    test(`at ${width} px the shop's column is ${content} px with ${cards} cards a row, and the header lines up with it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/collection/all');
      const section = await box(page, '.collection-list');
      expect(Math.round(section.width)).toBe(content);
      expect(await columns(page, '.product-grid')).toBe(cards);
      // The bar's edges sit on the column's (within its padding).
      const bar = await box(page, '.site-header__bar');
      if (width >= 1440) expect(Math.abs(bar.x - section.x)).toBeLessThanOrEqual(16);
      // Cards keep the spec's 290 px image.
      expect(Math.round((await box(page, '.product-card__media img')).width)).toBe(290);
    });
  }

  test('from 1920 the text grows and the product image keeps its 450x570', async ({ page }) => {
    const sizes: number[] = [];
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/product/isosceles-2021');
      sizes.push(await page.locator('body').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)));
      const image = await box(page, '.product-hero__figure img');
      expect([Math.round(image.width), Math.round(image.height)]).toEqual([450, 570]);
    }
    expect(sizes[1]!).toBeGreaterThan(sizes[0]!);
  });

  for (const width of [1440, 1920]) {
    test(`at ${width} px no page scrolls sideways and every section stays inside the window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      for (const path of ['/', '/collection/all', '/product/isosceles-vertical-trio', '/product/estate-tasting-for-two', '/club', '/contact', '/visit']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});
