// Real content exported from Builder spaces (Builder's own SDK test pages, see
// fixtures/builder/README.md), published as pages: every word an editor wrote reaches the
// visitor, whatever built-ins the page uses, and no block Builder's SDK would show is skipped.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import accordion from './fixtures/builder/accordion.json';
import columns from './fixtures/builder/columns.json';
import customCodeDomUpdate from './fixtures/builder/custom-code-dom-update.json';
import duplicateAttributes from './fixtures/builder/duplicate-attributes.json';
import embedAndCustomCode from './fixtures/builder/embed-and-custom-code.json';
import form from './fixtures/builder/form.json';
import hoverAnimation from './fixtures/builder/hover-animation.json';
import image from './fixtures/builder/image.json';
import linkUrl from './fixtures/builder/link-url.json';
import rawImg from './fixtures/builder/raw-img.json';
import sectionChildren from './fixtures/builder/section-children.json';
import slot from './fixtures/builder/slot.json';
import photoCardSymbol from './fixtures/builder/symbol-photo-card.json';
import symbolWithInputBinding from './fixtures/builder/symbol-with-input-binding.json';
import symbols from './fixtures/builder/symbols.json';
import tabs from './fixtures/builder/tabs.json';
import textBlock from './fixtures/builder/text-block.json';
import video from './fixtures/builder/video.json';
import { get, pageEntry, publish, unpublish } from './helpers.ts';

type Export = { name: string; data: { blocks: unknown[] } & Record<string, unknown> };

const EXPORTS: Record<string, Export> = {
  'section-children': sectionChildren,
  form,
  'embed-and-custom-code': embedAndCustomCode,
  tabs,
  accordion,
  video,
  image,
  'raw-img': rawImg,
  'link-url': linkUrl,
  slot,
  symbols,
  'symbol-with-input-binding': symbolWithInputBinding,
  columns,
  'custom-code-dom-update': customCodeDomUpdate,
  'text-block': textBlock,
  'hover-animation': hoverAnimation,
  'duplicate-attributes': duplicateAttributes,
};

/** Exports with no text of their own: an image page, an empty footer section. */
const WORDLESS = new Set(['embed-and-custom-code', 'custom-code-dom-update', 'image', 'raw-img', 'duplicate-attributes']);

const pathOf = (name: string) => `/test-builder-export-${name}`;

/** The symbol entries the exports name by reference, published beside them. */
const SYMBOLS = [photoCardSymbol];

/** Blocks Builder's SDK shows only after a form is sent: never on the page as it loads. */
const AFTER_SUBMIT = new Set(['successMessage', 'errorMessage', 'sendingMessage']);

/**
 * The text of every Text and button in the page's blocks, wherever Builder keeps blocks:
 * children, a tab's label and content, an accordion's title and detail, a symbol's content
 * and the blocks it passes to its slots. Each run of text between tags is one entry.
 */
function wordsOf(blocks: readonly unknown[]): string[] {
  const words: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (key !== undefined && AFTER_SUBMIT.has(key)) return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item));
    if (typeof value !== 'object' || value === null) return;
    const { component } = value as { component?: { options?: { text?: unknown } } };
    const text = component?.options?.text;
    // A text bound to the symbol's input shows the instance's value instead (asserted on its own).
    const boundText = (value as { bindings?: Record<string, unknown> }).bindings?.['component.options.text'] !== undefined;
    if (typeof text === 'string' && !boundText) words.push(...text.split(/<[^>]*>/).map((word) => word.trim()));
    for (const [name, inner] of Object.entries(value)) visit(inner, name);
  };
  blocks.forEach((block) => visit(block));
  return words.filter(Boolean);
}

/** The page's text as a reader gets it: React's text separators and entities undone. */
const readable = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

/** The section export with its width cleared, as an editor leaves it: null. */
const clearedSection = structuredClone(sectionChildren);
(clearedSection.data.blocks[0]!.component.options as Record<string, unknown>).maxWidth = null;

beforeAll(async () => {
  for (const symbol of SYMBOLS) await publish({ id: symbol.id, model: symbol.model, name: symbol.name, data: symbol.data });
  for (const [name, entry] of Object.entries(EXPORTS)) await publish(pageEntry(`test-builder-${name}`, pathOf(name), entry.data));
  await publish(pageEntry('test-builder-cleared-section', pathOf('cleared-section'), clearedSection.data));
});

afterAll(async () => {
  for (const name of [...Object.keys(EXPORTS), 'cleared-section']) await unpublish(`test-builder-${name}`);
  for (const symbol of SYMBOLS) await unpublish(symbol.id);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The page's HTML, and the blocks the renderer reported skipping while making it. */
async function render(path: string) {
  const warn = vi.spyOn(console, 'warn');
  const response = await get(path);
  const html = await response.text();
  const skipped = warn.mock.calls.filter(([message]) => message === '[content] block skipped').map(([, detail]) => String(detail));
  warn.mockRestore();
  return { response, html, skipped };
}

describe("Builder's own content exports, published as pages", () => {
  for (const [name, entry] of Object.entries(EXPORTS)) {
    it(`${name}: renders every word of it, skipping no block`, async () => {
      const { response, html, skipped } = await render(pathOf(name));
      expect(response.status).toBe(200);
      const words = wordsOf(name === 'symbols' ? [...entry.data.blocks, ...photoCardSymbol.data.blocks] : entry.data.blocks);
      if (!WORDLESS.has(name)) expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect(readable(html), word).toContain(word);
      expect(skipped).toEqual([]);
      expect(html).toMatch(/class="blk b-builder-[0-9a-f]+ builder-block" builder-id="builder-[0-9a-f]+"/);
    });
  }

  it('keeps a section whose width the editor cleared, with its children', async () => {
    const html = await (await get(pathOf('cleared-section'))).text();
    expect(html).toContain('text 1');
    expect(html).toContain('text 2');
  });

  it("shows Builder's form with a name for every field, sending it nowhere", async () => {
    const html = await (await get(pathOf('form'))).text();
    for (const label of ['Name', 'Email', 'Age', 'Details']) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('your@email.com');
  });

  it('lets the embedded frame in on its page only, and runs no script from it', async () => {
    const response = await get(pathOf('embed-and-custom-code'));
    const html = await response.text();
    expect(html.match(/src="https:\/\/www\.youtube\.com\/embed\/oU3H581uCsA\?rel=0"/g)).toHaveLength(2);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self' https://www.youtube.com;");
    expect(policy).not.toMatch(/script-src[^;]*youtube/);
    expect((await get('/')).headers.get('content-security-policy')).not.toContain('youtube');
  });

  it('opens the default tab, counted from one as Builder counts it, with every panel in the page', async () => {
    const html = await (await get(pathOf('tabs'))).text();
    expect(html).toMatch(/<input class="builder-tab-input" type="radio" readOnly="" name="[^"]+" checked="" value="0"\/>/);
    for (const panel of ['inside tab 1', 'inside tab 2', 'inside tab 3']) expect(html).toContain(panel);
  });

  it("puts the blocks a page gives a symbol into its slot, between the symbol's own", async () => {
    const html = await (await get(pathOf('slot'))).text();
    expect(html).toMatch(/Hello world!.*<div builder-slot="children">.*Inside a slot!!.*Hello world!/s);
  });

  it('makes a tagName link of a linkUrl, and no link of a JavaScript binding, which it never runs', async () => {
    const html = await (await get(pathOf('link-url'))).text();
    expect(html).toMatch(/<a href="\/static-url" class="blk [^"]+"[^>]*><div class="rich-text"><span class="builder-paragraph">static url<\/span>/);
    // The binding would compute the href in the visitor's page: the text stays, unlinked.
    expect(html).toContain('dynamic url');
    expect(html).not.toContain('/dynamic-url-test');
  });

  it('plays the video from Builder, with the text laid over it and the linked one a link', async () => {
    const response = await get(pathOf('video'));
    const html = await response.text();
    expect(html.match(/<video /g)).toHaveLength(4);
    expect(html).toMatch(/<a target="_blank" rel="noopener noreferrer" href="https:\/\/builder\.io\/" class="blk [^"]+"[^>]*><div class="builder-video-wrap/);
    expect(response.headers.get('content-security-policy')).toMatch(/media-src[^;]*https:\/\/cdn\.builder\.io/);
  });

  it('shows a button with no link as a button, not a link to the home page; its hover animation is not run', async () => {
    const html = await (await get(pathOf('hover-animation'))).text();
    expect(html).toContain('<button type="button" class="btn btn--red">Click me!</button>');
    expect(html).not.toMatch(/<a [^>]*href="\/"[^>]*>Click me!/);
  });

  it('shows Raw:Img as the image it is, with its alt text and title', async () => {
    const html = await (await get(pathOf('raw-img'))).text();
    expect(html.match(/<img [^>]*src="https:\/\/cdn\.builder\.io\/api\/v1\/image\/assets/g)).toHaveLength(4);
    expect(html).toContain('alt="alt text test" title="title test"');
  });

  it('keeps the footer tag an editor gave a section, once', async () => {
    const html = await (await get(pathOf('duplicate-attributes'))).text();
    expect(html.match(/<footer class="blk b-builder-6a8ccf9861154b7689ba9adfe4577a55 builder-block" builder-id="builder-6a8ccf9861154b7689ba9adfe4577a55">/g)).toHaveLength(1);
    expect(html).toContain('<div class="section__inner" style="max-width:var(--content-width)">');
  });

  it("fills each instance of a symbol with its own inputs, and keeps Builder's tracking pixel as an empty image, its address held until analytics is allowed", async () => {
    const html = await (await get(pathOf('symbols'))).text();
    for (const description of ['default description', 'special test description']) expect(html).toContain(description);
    expect(html).not.toContain('Enter some text...');
    for (const image of ['32b835cd8f62400085961dcf3f3b37a2', '4bce19c3d8f040b3a95e91000a98283e']) expect(html).toMatch(new RegExp(`<img src="[^"]*${image}"`));
    expect(html).not.toContain('fb27a7c790324294af8be1c35fe30f4d');
    // No src until the browser has analytics consent (analytics/tracking-pixels.ts).
    expect(html).toMatch(/<img [^>]*alt=""[^>]*data-analytics-src="https:\/\/cdn\.builder\.io\/api\/v1\/pixel\?apiKey=f1a790f8c3204b3b8c5c1795aeac4660"/);
    expect(html).not.toMatch(/ src="https:\/\/cdn\.builder\.io\/api\/v1\/pixel/);
  });

  it('lays out both columns with their images and text, the button linking where the editor said', async () => {
    const html = readable(await (await get(pathOf('columns'))).text());
    expect(html).toContain('<a class="btn btn--red" href="/">Go back home</a>');
    expect(
      html.match(
        /<img [^>]*src="https:\/\/cdn\.builder\.io\/api\/v1\/image\/assets%2Ff1a790f8c3204b3b8c5c1795aeac4660%2F(48ad0c7692d940b4b0910420fb78d311|cb698d65565243aabcd89080f6f55bd8)\?width=990"/g,
      ),
    ).toHaveLength(2);
  });

  it("fills an inline symbol's bound text with the instance's input, keeping its unbound text", async () => {
    const html = readable(await (await get(pathOf('symbol-with-input-binding'))).text());
    expect(html).toMatch(/builder-id="builder-188fb13925d14cba87d8557e0c24a20f"><div class="rich-text">hello<\/div>/);
    expect(html).not.toContain('This is some text');
    expect(html.match(/Enter some text\.\.\./g)).toHaveLength(2);
  });

  it("keeps Custom Code's HTML and runs none of its script", async () => {
    const html = await (await get(pathOf('custom-code-dom-update'))).text();
    expect(html).toContain('Hello there, I am custom HTML code!');
    expect(html).not.toContain('querySelector');
    expect(html).not.toContain("innerHTML = 'hello'");
  });
});
