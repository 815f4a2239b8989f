// The brand fonts in a real browser, which a worker test cannot see: the page first paints
// in the tuned fallbacks while the font files are held back, and when they arrive the swap
// moves nothing (no layout shift), on a phone's width (Lighthouse's 412 px) and a laptop's; then the heading is drawn in Lora and the text in
// Source Sans 3 (the fonts the browser actually used for those nodes, read through the
// DevTools protocol), and what the home page downloaded in fonts stays within budget.
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

type Shift = { value: number; startTime: number; sources: string[] };
type ShiftWindow = Window & { __shifts: Shift[] };

/** The families the browser drew a node's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** A DevTools session that can read which fonts drew a node (renderedFonts). */
async function fontInspector(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/** The font files the page asks for from now on, without their hash ("/assets/lora-latin-wght-normal-core"). */
function fontFilesAskedFor(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) files.add(new URL(request.url()).pathname.replace(/-[A-Z0-9]{8}\.woff2$/, ''));
  });
  return files;
}

/** Once every face the laid-out page uses has been asked for and has arrived, and the page is painted with it. */
async function fontsSettled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await frames(page);
}

/** The widths the swap is measured at: a phone's (Lighthouse's mobile preset, 412 px) and a laptop's. */
const WIDTHS = [
  { name: 'a phone', viewport: { width: 412, height: 823 } },
  { name: 'a laptop', viewport: { width: 1280, height: 720 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test(`the brand fonts swap in without moving anything on ${name} (${viewport.width} px), and draw the heading and the text`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await asAdult(page);
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as ShiftWindow).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
          if (entry.hadRecentInput) continue;
          const sources = entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName}.${source.node.className}`
              : `${String(source.node?.nodeName)} in ${source.node?.parentElement?.className ?? ''} ${(source.node?.textContent ?? '').slice(0, 20)}`,
          );
          shifts.push({ value: entry.value, startTime: entry.startTime, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fontFiles = new Set<string>();
    await page.route('**/assets/*.woff2', async (route) => {
      fontFiles.add(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });

    // The held fonts keep the load event back (they are preloaded): wait for the parsed page.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await frames(page);
    const cdp = await fontInspector(page);
    // Meanwhile the text shows in the fallbacks: Liberation stands in for Times New Roman and Arial here.
    expect(await page.evaluate(() => document.fonts.check('16px Lora') || document.fonts.check('16px "Source Sans 3"'))).toBe(false);
    expect(await renderedFonts(cdp, 'h1')).toEqual(['Liberation Serif']);
    expect(await renderedFonts(cdp, 'main p')).toEqual(['Liberation Sans']);

    const before = await page.evaluate(() => performance.now());
    release();
    await fontsSettled(page);

    expect(await page.evaluate(() => document.fonts.check('16px Lora') && document.fonts.check('600 16px "Source Sans 3"'))).toBe(true);
    expect(await renderedFonts(cdp, 'h1')).toEqual(['Lora']);
    // The variable file names itself after its default instance ("Source Sans 3 ExtraLight").
    expect(await renderedFonts(cdp, 'main p')).toEqual([expect.stringMatching(/^Source Sans 3\b/)]);
    // What the swap moved, scored as CLS is. Every line in the fallbacks measures what it will
    // in the brand fonts to about 1% (kerning differs), so text may slide by a pixel or three:
    // the hero's centred heading does, scoring 0.0003 at 1280 px, which Lighthouse shows as 0.
    // With the untuned system fonts the same swap scores 0.01. At 412 px the fallbacks sized
    // on bare advance widths, spaces included, wrapped the hero's subheading and its row of
    // buttons differently and scored 0.06; with the spaces' own face and kerned widths, 0.
    const shifts = await page.evaluate((since) => (window as unknown as ShiftWindow).__shifts.filter((shift) => shift.startTime >= since), before);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: `layout shift when the fonts swapped in at ${viewport.width} px`, description: score.toFixed(5) });
    console.log(`layout shift when the fonts swapped in at ${viewport.width} px: ${score.toFixed(5)} ${JSON.stringify(shifts)}`);
    expect(score, JSON.stringify(shifts)).toBeLessThan(0.0005);

    // The upright pair's core parts, preloaded; the home page shows no italic, and nothing outside the cores.
    expect([...fontFiles].map((file) => file.replace(/-[A-Z0-9]{8}\.woff2$/, '')).sort()).toEqual(['/assets/lora-latin-wght-normal-core', '/assets/source-sans-3-latin-wght-normal-core']);
    const bytes = [...fontFiles].reduce((sum, file) => sum + readFileSync(`public${file}`).byteLength, 0);
    test.info().annotations.push({ type: 'home page fonts', description: `${(bytes / 1024).toFixed(1)} kB woff2` });
    console.log(`home page fonts: ${(bytes / 1024).toFixed(1)} kB woff2 (${fontFiles.size} files)`);
    expect(bytes).toBeLessThanOrEqual(48 * 1024);
  });
}

test('the collection, whose cards show the allocation\'s "i" mark, fetches only the upright pair\'s cores: no italic file', async ({ page }) => {
  await asAdult(page);
  const fontFiles = fontFilesAskedFor(page);
  await page.goto('/collection/all');
  await expect(page.locator('.allocation__tooltip-title').first()).toBeVisible();
  await fontsSettled(page);
  expect([...fontFiles].sort()).toEqual(['/assets/lora-latin-wght-normal-core', '/assets/source-sans-3-latin-wght-normal-core']);
});

test("the product page draws its teaser with the serif italic's static regular instance, and bolder italic serif text with the variable file", async ({ page }) => {
  await asAdult(page);
  const fontFiles = fontFilesAskedFor(page);
  await page.goto('/product/isosceles-2021');
  await expect(page.locator('.product-hero__teaser')).toBeVisible();
  await fontsSettled(page);
  expect([...fontFiles].sort()).toEqual(['/assets/lora-latin-wght-italic-400-core', '/assets/lora-latin-wght-normal-core', '/assets/source-sans-3-latin-wght-normal-core']);
  const cdp = await fontInspector(page);
  expect(await renderedFonts(cdp, '.product-hero__teaser')).toEqual([expect.stringMatching(/^Lora\b/)]);

  // Quoted text set bold: the browser matches weight 700 to the variable file, the font's own bold italic.
  await page.evaluate(() => {
    const bold = document.createElement('strong');
    bold.className = 'bold-italic-probe';
    bold.style.cssText = 'font-family: var(--font-serif); font-style: italic; font-weight: 700';
    bold.textContent = 'A bold italic line';
    document.body.appendChild(bold);
    // Laid out now, so the face it matches is asked for before the fonts' promise below.
    void bold.offsetWidth;
  });
  await fontsSettled(page);
  expect(fontFiles).toContain('/assets/lora-latin-wght-italic-core');
  expect(await renderedFonts(cdp, '.bold-italic-probe')).toEqual([expect.stringMatching(/^Lora\b/)]);
});
