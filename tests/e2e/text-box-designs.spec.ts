// The text box's five designs on every background a Section offers: each piece of text
// (tag, preheader, headline, body, link, footnote) reaches 4.5:1 against what is painted
// behind it, as the browser computes both, and the designs stay told apart.
import { expect, test } from './fixtures.ts';
import { publish, RUN, targeted, unpublish } from './content.ts';

const DESIGNS = ['GoldLeft', 'BlackGoldLeft', 'BlackCenter', 'WhiteCenter', 'GoldCenter'] as const;
const BACKGROUNDS = ['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black', 'Cream'] as const;
const PATH = `/e2e/text-box-designs-${RUN}`;
const ID = `e2e-text-box-designs-${RUN}`;

const textBox = (design: string, background: string) => ({
  id: `${ID}-${background}-${design}`,
  component: {
    name: 'TextBlock',
    options: {
      design,
      preEyebrow: { text: 'New release', textColor: 'Gold' },
      preheader: 'Estate Cabernet Sauvignon',
      headline: `${design} on ${background}`,
      body: '<p>Picked by hand from the Summit Block, aged 20 months in French oak. <a href="/collection/red-wines">See the red wines</a>.</p>',
      footnote: '*Wine Society members save 20%.',
      disableAnimations: true,
    },
  },
});

const entry = targeted(ID, 'page', PATH, {
  title: 'Text box designs',
  url: PATH,
  blocks: BACKGROUNDS.map((background) => ({
    id: `${ID}-${background}`,
    component: { name: 'Core:Section', options: { backgroundColor: background } },
    children: DESIGNS.map((design) => textBox(design, background)),
  })),
});

test.beforeAll(async ({ request, baseURL }) => publish(request, baseURL ?? '', entry));
test.afterAll(async ({ request, baseURL }) => unpublish(request, baseURL ?? '', ID));

type Measure = { block: string; part: string; ratio: number; color: string };

test('every text box design reads at 4.5:1 on every section background', async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'GoldLeft on None', exact: true })).toBeVisible();
  const measures: Measure[] = await page.evaluate(() => {
    const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?];
    const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]: number[]) => 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    // What is painted behind an element: the nearest ancestor with an opaque background.
    const behind = (element: Element): number[] => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const [r, g, b, a = 1] = parse(getComputedStyle(node).backgroundColor);
        if (a > 0.99) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const out: { block: string; part: string; ratio: number; color: string }[] = [];
    for (const block of document.querySelectorAll('.text-block')) {
      const name = block.querySelector('.text-block__headline')?.textContent ?? '';
      const parts: [string, Element | null][] = [
        ['tag', block.querySelector('.text-block__pre-eyebrow')],
        ['preheader', block.querySelector('.text-block__preheader')],
        ['headline', block.querySelector('.text-block__headline')],
        ['body', block.querySelector('.text-block__body p')],
        ['link', block.querySelector('.text-block__body a')],
        ['footnote', block.querySelector('.text-block__footnote')],
      ];
      for (const [part, element] of parts) {
        if (!element) continue;
        const style = getComputedStyle(element);
        const [r, g, b, a = 1] = parse(style.color);
        const back = behind(element);
        // Text with alpha is blended over what is behind it, as the eye sees it.
        const fore = [r, g, b].map((c, i) => c * a * Number(style.opacity) + (back[i] ?? 0) * (1 - a * Number(style.opacity)));
        const [light, dark] = [luminance(fore), luminance(back)].sort((x, y) => y - x) as [number, number];
        out.push({ block: name, part, ratio: (light + 0.05) / (dark + 0.05), color: style.color });
      }
    }
    return out;
  });
  expect(measures).toHaveLength(BACKGROUNDS.length * DESIGNS.length * 6);
  const failing = measures.filter((m) => m.ratio < 4.5).map((m) => `${m.block} ${m.part}: ${m.ratio.toFixed(2)} (${m.color})`);
  expect(failing).toEqual([]);

  // On a light section each design's headline colour is its own: gold, black, or white on the dark panel.
  const headlineColors = Object.fromEntries(measures.filter((m) => m.part === 'headline' && m.block.endsWith('on None')).map((m) => [m.block, m.color]));
  expect(headlineColors).toEqual({
    'GoldLeft on None': 'rgb(113, 101, 67)',
    'BlackGoldLeft on None': 'rgb(0, 0, 0)',
    'BlackCenter on None': 'rgb(0, 0, 0)',
    'WhiteCenter on None': 'rgb(255, 255, 255)',
    'GoldCenter on None': 'rgb(113, 101, 67)',
  });
  // The white design sits on its own dark panel, whatever the section.
  const panel = await page
    .locator('.text-block--white')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(panel).toBe('rgb(55, 57, 60)');
});
