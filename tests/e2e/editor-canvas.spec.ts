// Builder's editor canvas works as with Builder's own SDK. The stand-in editor
// (editor-stand-in.ts, at https://builder.io) frames an empty page and an editor builds it:
// a block into the empty page, one into an empty column, a text edited in place, a
// reorder; then publishes, and a shopper sees the published page at once, not the copy
// the page cache held.
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { publish, RUN, targeted, unpublish } from './content.ts';
import { standInEditorHtml } from './editor-stand-in.ts';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

const PATH = `/editor-canvas-e2e/${RUN}`;
const ID = `e2e-${RUN}-editor-canvas`;
const EDITOR = 'https://builder.io';

// As in editor-bridge.spec.ts: a page Playwright serves counts as public to Chromium's
// local-network checks, which would refuse it a frame of the store on 127.0.0.1.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

const emptyPage = () => targeted(ID, 'page', PATH, { title: 'Canvas', url: PATH, blocks: [] });

test.beforeAll(async ({ request, baseURL }) => {
  await publish(request, baseURL!, emptyPage());
});

test.afterAll(async ({ request, baseURL }) => {
  await unpublish(request, baseURL!, ID);
});

type Editor = {
  content: { id: string; data: { blocks: { id: string; component: { name: string } }[] } };
  received: { type: string; data: Record<string, unknown> }[];
  registered: { name: string }[];
  lastInserted?: string;
  setOption(blockId: string, name: string, value: unknown): void;
  move(blockId: string, by: number): void;
  append(name: string): string;
  startTextEdit(blockId: string): Promise<boolean>;
  finishTextEdit(blockId: string): Promise<string>;
};

/** Runs `fn` against the stand-in's `window.editor`. */
const inEditor = <T, A>(page: Page, fn: (editor: Editor, arg: A) => T | Promise<T>, arg: A) =>
  page.evaluate(([source, value]) => new Function('editor', 'arg', `return (${source})(editor, arg)`)((window as unknown as { editor: Editor }).editor, value) as T, [fn.toString(), arg] as const);

const messages = (page: Page, type: string) => inEditor(page, (editor, wanted: string) => editor.received.filter((m) => m.type === wanted).map((m) => m.data), type);

async function openEditor(page: Page, baseURL: string): Promise<Frame> {
  const storeOrigin = new URL(baseURL).origin;
  const frameUrl = `${baseURL}${PATH}?builder.space=e2e&builder.frameEditing=page`;
  const entry = emptyPage();
  await page.route(`${EDITOR}/__editor-stand-in/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: standInEditorHtml({ storeOrigin, frameUrl, model: 'page', content: { id: entry.id, data: entry.data } }) }),
  );
  await page.goto(`${EDITOR}/__editor-stand-in/content/${ID}`);
  const store = page.frame({ name: 'store' });
  if (!store) throw new Error('the editor stand-in did not frame the store');
  return store;
}

test('an editor builds an empty page in the canvas, publishes it, and shoppers see it at once', async ({ page, baseURL, request, browser }) => {
  // A shopper's copy of the empty page is in the page cache before the editor starts.
  const shopper = await browser.newContext({ baseURL });
  await shopper.addCookies(['consent=v1.a0.m0.p0', 'age_gate=false', 'popup_test=1'].map((pair) => ({ name: pair.split('=')[0]!, value: pair.split('=')[1]!, url: baseURL! })));
  const before = await shopper.request.get(PATH);
  expect(before.status()).toBe(200);
  await expect.poll(async () => (await shopper.request.get(PATH)).headers()['x-cache']).toBe('HIT');

  const manifest = (await (await request.get('/api/editor/components')).json()) as { components: unknown[] };
  const store = await openEditor(page, baseURL!);
  await expect.poll(() => inEditor(page, (editor) => editor.registered.length, null)).toBe(manifest.components.length);

  // 1. The empty page is one empty list; pointing at it and clicking it say so to the editor.
  const pageList = store.locator('[builder-model="page"] > .builder-blocks');
  await expect(pageList).toHaveClass('builder-blocks no-blocks');
  await pageList.hover();
  await expect.poll(() => messages(page, 'builder.hoverEmptyBlocks')).toContainEqual({ parentElementId: undefined, dataPath: undefined });
  await pageList.click();
  await expect.poll(() => messages(page, 'builder.clickEmptyBlocks')).toEqual([{ parentElementId: undefined, dataPath: undefined }]);
  await page.getByRole('dialog', { name: 'Insert a block' }).getByRole('button', { name: 'Columns', exact: true }).click();
  const columnsId = await inEditor(page, (editor) => editor.lastInserted ?? '', null);
  expect(columnsId).not.toBe('');
  // The editor's options panel: two empty columns.
  await inEditor(page, (editor, id: string) => editor.setOption(id, 'columns', [{ blocks: [] }, { blocks: [] }]), columnsId);
  const column = (index: number) => store.locator(`.builder-blocks[builder-parent-id="${columnsId}"][builder-path="component.options.columns.${index}.blocks"]`);
  await expect(column(0)).toHaveClass('builder-blocks no-blocks');
  await expect(column(1)).toHaveClass('builder-blocks no-blocks');
  await expect(pageList).toHaveClass('builder-blocks');

  // 2. A Text into the second, empty column.
  await column(1).click();
  await expect.poll(() => messages(page, 'builder.clickEmptyBlocks')).toContainEqual({ parentElementId: columnsId, dataPath: `component.options.columns.1.blocks` });
  await page.getByRole('dialog', { name: 'Insert a block' }).getByRole('button', { name: 'Text', exact: true }).click();
  const textId = await inEditor(page, (editor) => editor.lastInserted ?? '', null);
  await inEditor(page, (editor, id: string) => editor.setOption(id, 'text', '<p>Placeholder words</p>'), textId);
  await expect(column(1).getByText('Placeholder words')).toBeVisible();
  await expect(column(1)).toHaveClass('builder-blocks');
  await expect(column(0)).toHaveClass('builder-blocks no-blocks');

  // 3. The text edited in place: made editable by builder.evaluate, typed in, read back.
  expect(await inEditor(page, (editor, id: string) => editor.startTextEdit(id), textId)).toBe(true);
  const editable = store.locator(`[builder-id="${textId}"] .rich-text`);
  await expect(editable).toHaveAttribute('contenteditable', 'true');
  await editable.fill('Written in the canvas');
  expect(await inEditor(page, (editor, id: string) => editor.finishTextEdit(id), textId)).toContain('Written in the canvas');
  await expect(store.locator(`[builder-id="${textId}"] .rich-text`)).toHaveText('Written in the canvas');
  await expect(store.locator(`[builder-id="${textId}"] .rich-text`)).not.toHaveAttribute('contenteditable', 'true');

  // 4. A second block on the page, then moved above the columns.
  const introId = await inEditor(page, (editor) => editor.append('Text'), null);
  await inEditor(page, (editor, id: string) => editor.setOption(id, 'text', '<p>Introduction first</p>'), introId);
  const topLevel = store.locator('[builder-model="page"] > .builder-blocks > [builder-id]');
  await expect(topLevel).toHaveCount(2);
  await expect(topLevel.nth(1)).toHaveAttribute('builder-id', introId);
  await inEditor(page, (editor, id: string) => editor.move(id, -1), introId);
  await expect(topLevel.nth(0)).toHaveAttribute('builder-id', introId);
  await expect(topLevel.nth(1)).toHaveAttribute('builder-id', columnsId);

  // 5. Publish: Builder stores the entry and calls the store's webhook (the emulator does both).
  const content = await inEditor(page, (editor) => editor.content, null);
  await publish(request, baseURL!, { ...emptyPage(), data: { ...content.data, title: 'Canvas', url: PATH } });

  // 6. The shopper's next visit is the published page, not the cached empty one, and carries no editor markup.
  const after = await shopper.request.get(PATH);
  expect(after.headers()['x-cache']).not.toBe('HIT');
  const html = await after.text();
  expect(html).not.toContain('builder-blocks');
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(PATH);
  const texts = shopperPage.locator('.content-page .rich-text');
  await expect(texts).toHaveText(['Introduction first', 'Written in the canvas']);
  await expect(shopperPage.locator('.content-page .columns > .columns__col')).toHaveCount(2);
  await shopper.close();
});
