// Editing inside Builder with a stand-in of Builder's editor: a parent
// page at https://builder.io (served by Playwright) framing the store with Builder's
// editing query and speaking the protocol as Builder's SDK source does (BuilderIO/builder
// packages/sdks/src/scripts/init-editing.ts, helpers/subscribe-to-editor.ts), and a
// sibling frame at another origin that tries the same messages.
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { publish, RUN, targeted, unpublish } from './content.ts';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

const PATH = `/editor-bridge-e2e/${RUN}`;
const ID = `e2e-${RUN}-editor-bridge`;
const EDITOR = 'https://builder.io';
const STRANGER = 'https://stranger.example';
const SIBLING = 'https://qa.builder.io';

// A page Playwright serves has no address on this machine, so Chromium's local-network
// checks count it as a public page and refuse it a frame of the store on 127.0.0.1. In
// production the store is public too: nothing there to check. The browser's own config
// otherwise as playwright.config.ts sets it.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const headline = (heading: string) => [{ id: `${ID}-headline`, component: { name: 'Headline', options: { headline: { heading }, buttons: {} } } }];
const contentUpdate = (heading: string) => ({ type: 'builder.contentUpdate', data: { key: 'page', data: { id: ID, data: { title: 'Edited', blocks: headline(heading) } } } });

test.beforeAll(async ({ request, baseURL }) => {
  await publish(request, baseURL!, targeted(ID, 'page', PATH, { title: 'Bridge', url: PATH, blocks: headline('Published heading') }));
});

test.afterAll(async ({ request, baseURL }) => {
  await unpublish(request, baseURL!, ID);
});

/** Opens the editor stand-in; what the store's frame posts to it is kept in `window.received`. */
async function openEditor(page: Page, baseURL: string, extra = ''): Promise<{ store: Frame; stranger: Frame }> {
  const frameUrl = `${baseURL}${PATH}?builder.space=e2e&builder.frameEditing=page`;
  await page.route(`${EDITOR}/__editor-stand-in/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>Editor</title></head><body>
        <script>window.received = []; addEventListener('message', (event) => { if (event.origin === ${JSON.stringify(new URL(baseURL).origin)}) window.received.push(event.data); });</script>
        <iframe name="store" title="Store" src="${frameUrl}" width="1200" height="800"></iframe>
        <iframe name="stranger" title="Stranger" src="${STRANGER}/__stranger/"></iframe>${extra}
      </body></html>`,
    }),
  );
  await page.route(`${STRANGER}/__stranger/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stranger</title><p>Another site</p>' }));
  await page.goto(`${EDITOR}/__editor-stand-in/content/${ID}`);
  const store = page.frame({ name: 'store' });
  const stranger = page.frame({ name: 'stranger' });
  if (!store || !stranger) throw new Error('the editor stand-in did not frame both pages');
  await expect(store.getByRole('heading', { name: 'Published heading' })).toBeVisible();
  return { store, stranger };
}

/** Posts a message to the store's frame from the editor's page or from the stranger's frame beside it. */
const postToStore = (from: Frame, message: unknown) =>
  from.evaluate((sent) => {
    const editor = (window.parent === window ? window : window.parent) as unknown as Record<string, Window>;
    editor['store']!.postMessage(sent, '*');
  }, message);

test('the bridge registers every block with the editor, and an edit shows in the frame', async ({ page, baseURL, request }) => {
  const manifest = (await (await request.get('/api/editor/components')).json()) as { components: { name: string }[]; insertMenus: unknown[] };
  const { store } = await openEditor(page, baseURL!);

  const registered = () => page.evaluate(() => (window as unknown as { received: { type: string; data: { name?: string; type?: string } }[] }).received);
  await expect.poll(async () => (await registered()).filter((m) => m.type === 'builder.registerComponent').length).toBe(manifest.components.length);
  const messages = await registered();
  expect(messages[0]?.type).toBe('builder.sdkInfo');
  expect(messages.filter((m) => m.type === 'builder.registerComponent').map((m) => m.data.name)).toEqual(manifest.components.map((c) => c.name));
  expect(messages.filter((m) => m.type === 'builder.register' && m.data.type === 'insertMenu')).toHaveLength(manifest.insertMenus.length);

  // The editor sends the whole content on every change; the frame shows the server's render of it.
  await postToStore(page.mainFrame(), contentUpdate('Edited in the editor'));
  await expect(store.getByRole('heading', { name: 'Edited in the editor' })).toBeVisible();
  await expect(store.getByRole('heading', { name: 'Published heading' })).toHaveCount(0);
  await expect(store.locator('[builder-model="page"] [builder-id]')).toHaveCount(1);

  // A block with an island, added by an edit, hydrates in the frame.
  const faq = {
    id: `${ID}-faq`,
    component: {
      name: 'FAQ',
      options: {
        faqFilterTags: [{ tag: 'Shipping' }, { tag: 'Visits' }],
        questions: [
          { question: 'Do you ship to Oregon?', answer: '<p>Yes, we do.</p>', filters: [{ filter: 'Shipping' }] },
          { question: 'Can I bring my dog?', answer: '<p>On the terrace.</p>', filters: [{ filter: 'Visits' }] },
        ],
      },
    },
  };
  const update = contentUpdate('With a question');
  (update.data.data.data.blocks as unknown[]).push(faq);
  await postToStore(page.mainFrame(), update);
  await expect(store.getByRole('heading', { name: 'With a question' })).toBeVisible();
  await expect(store.locator('[builder-model="page"] [data-island="faq"]')).toHaveAttribute('data-hydrated', 'true');
  // The next edit replaces it: the old island is unmounted, the new one hydrates and filters.
  const next = contentUpdate('Still with a question');
  (next.data.data.data.blocks as unknown[]).push(faq);
  await postToStore(page.mainFrame(), next);
  await expect(store.getByRole('heading', { name: 'Still with a question' })).toBeVisible();
  await expect(store.locator('[builder-model="page"] [data-island="faq"]')).toHaveAttribute('data-hydrated', 'true');
  await store.getByRole('button', { name: 'Visits' }).click();
  await expect(store.getByRole('button', { name: 'Visits' })).toHaveAttribute('aria-pressed', 'true');
  await expect(store.getByText('Do you ship to Oregon?')).toBeHidden();
  await expect(store.getByText('Can I bring my dog?')).toBeVisible();
});

test("a content update from any other origin changes nothing, and only the framing editor's code runs", async ({ page, baseURL }) => {
  await page.route(`${SIBLING}/__sibling/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sibling</title><p>Another Builder window</p>' }));
  const { store, stranger } = await openEditor(page, baseURL!, `<iframe name="sibling" title="Sibling" src="${SIBLING}/__sibling/"></iframe>`);
  const sibling = page.frame({ name: 'sibling' });
  if (!sibling) throw new Error('the editor stand-in did not frame the sibling');
  const renders: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/editor/render')) renders.push(sent.postData() ?? '');
  });

  // The stranger's message and evaluations from windows other than the framing editor arrive
  // first, Builder's content update and evaluation after them: once those are answered, the
  // others would have acted already, had they been taken.
  await postToStore(stranger, contentUpdate('Written by a stranger'));
  await postToStore(stranger, { type: 'builder.evaluate', data: { id: 'stranger', text: 'document.title = "by a stranger"; return 1', arguments: [] } });
  // A trusted host, but not the window framing the page (the SDK would run it; the bridge does not).
  await postToStore(sibling, { type: 'builder.evaluate', data: { id: 'sibling', text: 'document.title = "by a sibling"; return 1', arguments: [] } });
  await postToStore(page.mainFrame(), { type: 'builder.evaluate', data: { id: 'e1', text: 'document.title = "evaluated"; return arguments[0] * 2', arguments: [21] } });
  await postToStore(page.mainFrame(), { type: 'builder.evaluate', data: { id: 'e2', text: 'throw new Error("no such element")', arguments: [] } });
  await postToStore(page.mainFrame(), contentUpdate('Written in Builder'));
  await expect(store.getByRole('heading', { name: 'Written in Builder' })).toBeVisible();
  expect(renders.join('')).not.toContain('Written by a stranger');
  await expect(store.getByText('Written by a stranger')).toHaveCount(0);
  const answers = () => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received.filter((m) => m.type.startsWith('builder.evaluate')));
  await expect.poll(answers).toEqual([
    { type: 'builder.evaluateResult', data: { id: 'e1', result: 42 } },
    { type: 'builder.evaluateError', data: { id: 'e2', error: 'no such element' } },
  ]);
  expect(await store.evaluate(() => document.title)).toBe('evaluated');
});

test("a shopper's page carries no bridge, even with the editing query", async ({ page }) => {
  const bridgeRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/editor-bridge-|\/api\/editor\//.test(sent.url())) bridgeRequests.push(sent.url());
  });
  for (const url of [PATH, `${PATH}?builder.frameEditing=page`]) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    await expect(page.getByRole('heading', { name: 'Published heading' })).toBeVisible();
    await expect(page.locator('script[data-editor-bridge], [builder-model]')).toHaveCount(0);
  }
  expect(bridgeRequests).toEqual([]);
});
