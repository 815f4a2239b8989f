// Builder's Tabs and Accordion work in the browser with no script of ours: a tab shows its
// panel when chosen by pointer or keyboard, an accordion item opens and closes.
import { asAdult, expect, test } from './fixtures.ts';

const PATH = '/test-builder-builtins';
const text = (id: string, html: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: html } } });

const PAGE = {
  id: 'test-builder-builtins',
  model: 'page',
  name: 'test-builder-builtins',
  query: [{ property: 'urlPath', operator: 'is', value: PATH }],
  data: {
    url: PATH,
    title: 'Builder built-ins',
    blocks: [
      text('builder-heading', '<h1>Our wines</h1>'),
      {
        '@type': '@builder.io/sdk:Element',
        id: 'builder-tabs',
        component: {
          name: 'Builder: Tabs',
          options: {
            tabs: [
              { label: [text('builder-l1', 'Reds')], content: [text('builder-c1', '<p>Cabernet and Merlot</p>')] },
              { label: [text('builder-l2', 'Whites')], content: [text('builder-c2', '<p>Chardonnay and Viognier</p>')] },
            ],
            activeTabStyle: { backgroundColor: 'rgba(0, 0, 0, 0.1)' },
            defaultActiveTab: 1,
            collapsible: null,
          },
        },
      },
      {
        '@type': '@builder.io/sdk:Element',
        id: 'builder-acc',
        component: {
          name: 'Builder:Accordion',
          options: { oneAtATime: true, items: [{ title: [text('builder-t1', 'Do you ship to Oregon?')], detail: [text('builder-d1', '<p>Yes, to 40 states.</p>')] }] },
        },
      },
    ],
  },
};

test.describe("Builder's tabs and accordion", () => {
  test.beforeAll(async ({ request, baseURL }) => {
    const published = await request.put('/__emulator/content', { data: PAGE, headers: { origin: baseURL! } });
    expect(published.ok()).toBe(true);
  });
  test.beforeEach(async ({ page }) => asAdult(page));

  test('a tab shows its panel when chosen, by pointer or by keyboard', async ({ page }) => {
    await page.goto(PATH);
    const tabs = page.getByRole('radiogroup', { name: 'Tabs' });
    await expect(tabs.getByRole('radio', { name: 'Reds' })).toBeChecked();
    await expect(page.getByText('Cabernet and Merlot')).toBeVisible();
    await expect(page.getByText('Chardonnay and Viognier')).toBeHidden();

    await tabs.getByText('Whites').click();
    await expect(page.getByText('Chardonnay and Viognier')).toBeVisible();
    await expect(page.getByText('Cabernet and Merlot')).toBeHidden();

    await tabs.getByRole('radio', { name: 'Whites' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('radio', { name: 'Reds' })).toBeChecked();
    await expect(page.getByText('Cabernet and Merlot')).toBeVisible();
  });

  test('an accordion item opens from its title', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText('Yes, to 40 states.')).toBeHidden();
    await page.getByText('Do you ship to Oregon?').click();
    await expect(page.getByText('Yes, to 40 states.')).toBeVisible();
  });
});
