import { afterEach, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { get, pageEntry, publish, unpublish } from './helpers.ts';

const PATH = '/test-preview';

async function previewUrl(path: string, expiresIn = 3600) {
  const token = await signPreviewToken(TEST_PREVIEW_SECRET, path, Math.floor(Date.now() / 1000) + expiresIn);
  return `${path}?preview=${encodeURIComponent(token)}`;
}

afterEach(async () => {
  await unpublish('test-preview-page');
  await unpublish('test-draft-only');
});

describe('editor preview', () => {
  it('shows drafts, hides the age gate and is never cached or indexed with a signed URL', async () => {
    await publish({
      ...pageEntry('test-preview-page', PATH, { title: 'Live title', blocks: [{ id: 'pv', component: { name: 'Text', options: { text: '<p>Published words</p>' } } }] }),
      draft: { data: { url: PATH, title: 'Draft title', blocks: [{ id: 'pv', component: { name: 'Text', options: { text: '<p>Draft words</p>' } } }] } },
    });
    const visitor = await (await get(PATH, {})).text();
    expect(visitor).toContain('Published words');
    expect(visitor).not.toContain('Draft words');

    const response = await get(await previewUrl(PATH), {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('Draft words');
    expect(html).toContain('<title>Draft title | Triangle Ridge Winery</title>');
    expect(html).not.toContain('Yes, I am at least 21 years of age');
  });

  it('shows editors a warning where a block is invalid, which visitors never see', async () => {
    const path = '/test-preview-broken';
    await publish(
      pageEntry('test-preview-page', path, {
        title: 'Broken',
        blocks: [
          { id: 'bad', component: { name: 'Image', options: { image: 42 } } },
          { id: 'ghost', component: { name: 'NoSuchBlock', options: {} } },
          { id: 'ok', component: { name: 'Text', options: { text: '<p>Still here</p>' } } },
        ],
      }),
    );
    const visitor = await get(path);
    expect(visitor.status).toBe(200);
    const visitorHtml = await visitor.text();
    expect(visitorHtml).toContain('Still here');
    expect(visitorHtml).not.toContain('editor-warning');

    const editorHtml = await (await get(await previewUrl(path))).text();
    expect(editorHtml).toContain('Block &quot;Image&quot; has invalid options');
    expect(editorHtml).toContain('Unknown block &quot;NoSuchBlock&quot;');
    expect(editorHtml).toContain('Still here');
  });

  it('keeps draft-only pages from visitors', async () => {
    await publish({ ...pageEntry('test-draft-only', '/test-draft-only', { title: 'Secret', blocks: [] }), published: 'draft' });
    expect((await get('/test-draft-only')).status).toBe(404);
    expect((await get(await previewUrl('/test-draft-only'))).status).toBe(200);
  });

  it('refuses a tampered, expired or foreign token with 403 and never shows drafts', async () => {
    const valid = await previewUrl(PATH);
    const tampered = valid.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const expired = await previewUrl(PATH, -60);
    const otherPath = (await previewUrl('/another')).replace('/another', PATH);
    for (const url of [tampered, expired, otherPath, `${PATH}?preview=garbage`]) {
      const response = await get(url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).not.toContain('Draft');
    }
  });
});
