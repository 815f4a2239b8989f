// The editor bridge's two routes. GET components: every block's registration for Builder's
// editor, generated from the blocks' schemas exactly as `npm run blocks:manifest` writes it
// (src/blocks/render/manifest.ts over the registry). POST render: the editor's content,
// rendered by the server's own renderer as an editor sees it (hidden content, placeholders,
// warnings), for the editor bridge to swap into the page. A render needs the token the
// editing response gave its bridge; it renders only what it is sent, with published data.
import { Hono } from 'hono';
import { Provider, createStore } from 'jotai';
import { renderToReadableStream } from 'react-dom/server';
import * as v from 'valibot';
import { Blocks, ENTRY_BLOCKS, pageFacts } from '../../blocks/render/blocks.tsx';
import { blockManifest, type BlockManifest } from '../../blocks/render/manifest.ts';
import { BLOCKS } from '../../blocks/registry.ts';
import { resolveSymbols } from '../../blocks/symbol/resolve.ts';
import { ASSETS } from '../../generated/assets.ts';
import { PageDataContext } from '../../page-data/index.ts';
import { check } from '../../platform/validation/index.ts';
import { seedSessionAtom } from '../../state/session.atoms.ts';
import { EDITOR_TOKEN_HEADER, type EditorRenderResponse } from '../../ui/editor/bridge.ts';
import type { AppEnv } from '../context.ts';
import { blockPageData } from '../render/index.tsx';
import { readJsonBody } from '../http/json-body.ts';
import { MAX_PATH_LENGTH, symbolFetcher } from '../render/content-page.tsx';
import { withDeadline } from '../session/index.ts';
import { checkEditorToken } from '../signed-tokens/editor-token.ts';

/** A page's whole content as the editor sends it: Builder pages run to a few hundred kB. */
export const MAX_RENDER_BODY_BYTES = 1024 * 1024;
export const MAX_RENDER_BLOCKS = 500;

export const RenderRequestSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/', 'path must start with /'), v.maxLength(MAX_PATH_LENGTH, `path must be at most ${MAX_PATH_LENGTH} characters`)),
  model: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'model must be a content model name (lower-case letters, digits and dashes)')),
  // Each block is checked by the renderer with its own schema: a broken one is its editor warning.
  blocks: v.pipe(v.array(v.unknown(), 'blocks must be a list'), v.maxLength(MAX_RENDER_BLOCKS, `blocks must be at most ${MAX_RENDER_BLOCKS}`)),
});

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const REFUSED = 'This editing session is not valid or has expired. Reload the page in the editor.';

export const editorBridge = new Hono<AppEnv>();

// The manifest depends on the code alone: made once per isolate.
let manifest: BlockManifest | undefined;

editorBridge.get('/components', (c) => c.json((manifest ??= blockManifest(BLOCKS)), 200, { 'Cache-Control': 'public, max-age=300' }));

editorBridge.post('/render', async (c) => {
  const app = c.get('app');
  const token = c.req.header(EDITOR_TOKEN_HEADER);
  if (!token) return c.json({ message: REFUSED }, 403, NO_STORE);
  const body = await readJsonBody(c, MAX_RENDER_BODY_BYTES);
  if (!body.ok) return c.json({ message: body.message }, 400, NO_STORE);
  const checked = check(RenderRequestSchema, body.value, 'The content to render is not valid.');
  if (!checked.ok) return c.json(checked.body, 400, NO_STORE);
  const { path, model } = checked.value;
  if (!(await checkEditorToken(app.config.previewSecret, path, token))) return c.json({ message: REFUSED }, 403, NO_STORE);

  const session = await withDeadline(app.session(), app.report);
  const blocks = (await resolveSymbols(checked.value.blocks, symbolFetcher(c))) as unknown[];
  const slug = model === 'product' ? /^\/product\/([^/]+)$/.exec(path)?.[1] : undefined;
  const pageProduct = slug
    ? await app.commerce.products.product(decodeURIComponent(slug), session.customer?.id).catch((error: unknown) => {
        app.report(error, { section: 'editor', product: slug.slice(0, 200) });
        return null;
      })
    : null;
  const origin = app.config.publicOrigin ?? app.url.origin;
  const pageData = blockPageData(app, session, {
    preview: true,
    editing: true,
    canonicalUrl: new URL(path, origin).href,
    pageProduct,
    misplaced: pageFacts(blocks, model, true).misplaced,
    reportSkips: false,
  });
  const store = createStore();
  store.set(seedSessionAtom, session.snapshot);
  const stream = await renderToReadableStream(
    <PageDataContext.Provider value={pageData}>
      <Provider store={store}>
        <Blocks blocks={blocks} place={ENTRY_BLOCKS} />
      </Provider>
    </PageDataContext.Provider>,
    { onError: (error) => app.report(error, { section: 'editor', path: path.slice(0, 200) }) },
  );
  // Everything, deferred blocks included, before the first byte: the markup goes in whole.
  await stream.allReady;
  // Every block's sheet: the frame links them all (render/index.tsx), and the bridge adds any it lacks.
  const rendered: EditorRenderResponse = { html: await new Response(stream).text(), styles: [...ASSETS.styles, ...ASSETS.blockStyles] };
  return c.json(rendered, 200, NO_STORE);
});
