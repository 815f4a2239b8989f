// Editing inside Builder: the responses for Builder's editor frame and
// the signed render route the editor bridge posts edits to.
import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
import { BLOCKS, blockManifest } from '../../src/blocks/render/editor-tools.ts';
import { signEditorToken } from '../../src/worker/signed-tokens/editor-token.ts';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { ADULT, get, ORIGIN, pageEntry, publish, unpublish } from './helpers.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';

const PATH = '/test-editor-bridge';
const EDITING = `${PATH}?builder.space=abc&builder.frameEditing=page`;
const FRAME = { 'sec-fetch-dest': 'iframe' };

const headline = (id: string, heading: unknown) => ({ id, component: { name: 'Headline', options: { headline: { heading }, buttons: {} } } });

beforeAll(async () => {
  await publish({
    ...pageEntry('test-editor-bridge', PATH, {
      title: 'Bridge page',
      blocks: [
        headline('eb-head', 'Published heading'),
        {
          id: 'eb-members',
          component: { name: 'Container', options: { visibility: 'Member' } },
          children: [{ id: 'eb-secret', component: { name: 'Text', options: { text: '<p>Members read this</p>' } } }],
        },
      ],
    }),
    draft: { data: { url: PATH, title: 'Draft title', blocks: [headline('eb-head', 'Draft heading')] } },
  });
});

afterAll(async () => {
  await unpublish('test-editor-bridge');
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const tokenFor = (path: string, expiresIn = 600) => signEditorToken(TEST_PREVIEW_SECRET, path, nowSeconds() + expiresIn);

function render(body: unknown, token: string | undefined) {
  return SELF.fetch(`${ORIGIN}/api/editor/render`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-editor-token': token }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe("a response for Builder's editor frame", () => {
  it('shows the published page as an editor sees it, with the bridge, framed by the editor only and never stored', async () => {
    const response = await get(EDITING, { ...FRAME });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io http://localhost:* http://127.0.0.1:*");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    // Published, never the draft: the editor sends its draft by message.
    expect(html).toContain('Published heading');
    expect(html).not.toContain('Draft heading');
    // As in a preview: the hidden container and its audience, no age gate.
    expect(html).toContain('Members read this');
    expect(html).toContain('Audience: Member.');
    expect(html).not.toContain('Yes, I am at least 21 years of age');
    // The bridge, with the page's nonce and a render token; Builder's marks on the content column.
    const script = new RegExp(`<script type="module" src="${ASSETS.editorBridge}" nonce="([^"]+)" async="" data-editor-bridge="(\\d+\\.[A-Za-z0-9_-]{43})">`).exec(html);
    expect(script?.[1]).toBe(nonce);
    expect(html).toMatch(/<div class="content-page" builder-model="page" builder-content-id="test-editor-bridge">/);
    // The editor's tooling runs through builder.evaluate (Builder's SDK: new Function), here alone.
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'`);
    // Every list in Builder's wrapper: the entry's, and the container's children.
    expect(html).toMatch(/<div class="content-page" builder-model="page" builder-content-id="test-editor-bridge"><div class="builder-blocks" style="[^"]+">/);
    expect(html).toMatch(/<div class="builder-blocks" builder-path="children" builder-parent-id="eb-members" style="[^"]+">/);
    // An editor may add any block here: every block's sheet is linked, between the site-wide ones, none written inline.
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1])).toEqual([ASSETS.styles[0], ...ASSETS.blockStyles, ...ASSETS.styles.slice(1)]);
    expect(head).not.toContain('<style');
  });

  // Builder's SDK decides from the query (is-editing.ts); a browser without Fetch Metadata still edits.
  it('is decided from the query when the browser sends no Fetch Metadata', async () => {
    const response = await get(EDITING, ADULT);
    const html = await response.text();
    expect(html).toContain('data-editor-bridge=');
    expect(html).toContain('builder-model="page"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is an empty column of the edited model where no entry is published yet, for the editor to fill', async () => {
    const response = await get('/test-editor-bridge-new-post?builder.frameEditing=campaign', { ...FRAME });
    expect(response.status).toBe(404);
    const html = await response.text();
    // One empty list: the editor's click on it asks to add the first block (builder.clickEmptyBlocks).
    expect(html).toMatch(/<div class="content-page" builder-model="campaign"><div class="builder-blocks no-blocks" style="[^"]+"><\/div><\/div>/);
    expect(html).toContain('data-editor-bridge=');
    const visitor = await (await get('/test-editor-bridge-new-post?builder.frameEditing=campaign', { ...ADULT, 'sec-fetch-dest': 'document' })).text();
    expect(visitor).not.toContain('builder-model');
  });

  it("is a shopper's page outside a frame: no bridge, no editor data, no wrappers, framed by the store only, strict CSP", async () => {
    for (const [path, headers] of [
      [PATH, ADULT],
      [EDITING, { ...ADULT, 'sec-fetch-dest': 'document' }],
      [PATH, { ...ADULT, ...FRAME }],
    ] as const) {
      const response = await get(path, headers);
      const html = await response.text();
      expect(html, path).toContain('Published heading');
      expect(html).not.toContain('data-editor-bridge');
      expect(html).not.toContain(ASSETS.editorBridge);
      expect(html).not.toContain('builder-model');
      expect(html).not.toContain('Members read this');
      expect(html).not.toContain('builder-blocks');
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval');
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('leaves the signed preview as it was: drafts, framed by the page builder, no bridge', async () => {
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, PATH, nowSeconds() + 600);
    const response = await get(`${PATH}?preview=${encodeURIComponent(token)}`, {});
    const html = await response.text();
    expect(html).toContain('Draft heading');
    expect(html).not.toContain('data-editor-bridge');
    expect(html).not.toContain('builder-blocks');
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io;".slice(0, -1));
    expect(response.headers.get('content-security-policy')).not.toContain('localhost');
  });
});

describe('GET /api/editor/components', () => {
  it('is the manifest `npm run blocks:manifest` writes: one registration per registered block', async () => {
    const response = await get('/api/editor/components', {});
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { components: { name: string; inputs: unknown[] }[]; insertMenus: unknown[] };
    expect(manifest).toEqual(JSON.parse(JSON.stringify(blockManifest(BLOCKS))));
    expect(manifest.components.map((component) => component.name)).toEqual(BLOCKS.map((block) => block.name));
    expect(manifest.components.find((component) => component.name === 'Headline')?.inputs.length).toBeGreaterThan(0);
  });
});

describe('POST /api/editor/render', () => {
  it("renders the editor's blocks with the server's renderer, as an editor sees them, never stored", async () => {
    const blocks = [
      headline('eb-head', 'Edited heading'),
      {
        id: 'eb-members',
        component: { name: 'Container', options: { visibility: 'Member' } },
        children: [{ id: 'eb-secret', component: { name: 'Text', options: { text: '<p>Members read this</p>' } } }],
      },
    ];
    const started = Date.now();
    const response = await render({ path: PATH, model: 'page', blocks }, await tokenFor(PATH));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { html: string; styles: string[] };
    expect(body.html).toContain('Edited heading');
    expect(body.html).toContain('builder-id="eb-head"');
    // The edit comes back in Builder's wrapper, as the page had it: the editor keeps its drop targets.
    expect(body.html).toMatch(/^<div class="builder-blocks" style="[^"]+">/);
    expect(body.html).toContain('Audience: Member.');
    // Every block's sheet, whichever blocks the editor adds: the bridge links what the frame lacks.
    expect(body.styles).toEqual([...ASSETS.styles, ...ASSETS.blockStyles]);
  });

  it('renders a block that loads its products whole: no fallback, no streaming script', async () => {
    const blocks = [{ id: 'eb-products', component: { name: 'ProductDisplay', options: { header: 'From the Cellar', productsReference: [{ product: 'isosceles-2021' }] } } }];
    const response = await render({ path: PATH, model: 'page', blocks }, await tokenFor(PATH));
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('From the Cellar');
    expect(html).toMatch(/Isosceles/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it("shows a block's editor warning for a broken option, never a 500", async () => {
    const blocks = [headline('eb-broken', ''), { id: 'eb-image', component: { name: 'Image', options: { image: 42 } } }, { id: 'eb-ghost', component: { name: 'NoSuchBlock' } }, 'not a block'];
    const response = await render({ path: PATH, model: 'page', blocks }, await tokenFor(PATH));
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('Block &quot;Headline&quot; has invalid options and is hidden from visitors');
    expect(html).toContain('a headline needs a heading');
    expect(html).toContain('Block &quot;Image&quot; has invalid options');
    expect(html).toContain('Unknown block &quot;NoSuchBlock&quot;');
  });

  it('refuses a missing, expired, tampered or foreign token with 403', async () => {
    const body = { path: PATH, model: 'page', blocks: [headline('eb-head', 'Sneaky')] };
    const valid = await tokenFor(PATH);
    const tampered = valid.slice(0, -1) + (valid.endsWith('A') ? 'B' : 'A');
    const previewToken = await signPreviewToken(TEST_PREVIEW_SECRET, PATH, nowSeconds() + 600);
    for (const token of [undefined, '', await tokenFor(PATH, -5), tampered, await tokenFor('/another-page'), previewToken, 'garbage']) {
      const response = await render(body, token);
      expect(response.status, String(token)).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('Sneaky');
    }
  });

  it('answers a malformed body with 400 and a message', async () => {
    const token = await tokenFor(PATH);
    const cases: [unknown, string][] = [
      ['{not json', 'not valid JSON'],
      [{ path: PATH, model: 'page' }, 'blocks'],
      [{ path: 'no-slash', model: 'page', blocks: [] }, 'path must start with /'],
      [{ path: PATH, model: 'Page!', blocks: [] }, 'model must be a content model name'],
      [{ path: PATH, model: 'page', blocks: Array.from({ length: 501 }, () => ({})) }, 'blocks must be at most 500'],
      [{ path: PATH, model: 'page', blocks: [{ id: 'x', component: { name: 'Text', options: { text: 'x'.repeat(1_100_000) } } }] }, 'too large'],
    ];
    for (const [body, message] of cases) {
      const response = await render(body, token);
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it("refuses a render from another site's page (the store's same-origin rule)", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/editor/render`, {
      method: 'POST',
      headers: { origin: 'https://builder.io', 'content-type': 'application/json', 'x-editor-token': await tokenFor(PATH) },
      body: JSON.stringify({ path: PATH, model: 'page', blocks: [] }),
    });
    expect(response.status).toBe(403);
  });
});
