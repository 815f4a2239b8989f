// Real content exported from Builder spaces (Builder's own SDK test pages, see
// fixtures/builder/README.md), published as pages: every word an editor wrote reaches the
// visitor, whatever built-ins the page uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import embedAndCustomCode from './fixtures/builder/embed-and-custom-code.json';
import form from './fixtures/builder/form.json';
import sectionChildren from './fixtures/builder/section-children.json';
import { get, pageEntry, publish, unpublish } from './helpers.ts';

type Export = { name: string; data: { blocks: unknown[] } & Record<string, unknown> };

const EXPORTS: Record<string, Export> = {
  'section-children': sectionChildren,
  form,
  'embed-and-custom-code': embedAndCustomCode,
};

const pathOf = (name: string) => `/test-builder-export-${name}`;

/** The words of every Text and button in the page's blocks and their children. */
function wordsOf(blocks: readonly unknown[]): string[] {
  const words: string[] = [];
  const visit = (block: unknown) => {
    if (typeof block !== 'object' || block === null) return;
    const { component, children } = block as { component?: { name?: string; options?: { text?: unknown } }; children?: unknown[] };
    const text = component?.options?.text;
    if (typeof text === 'string') words.push(text.replace(/<[^>]*>/g, '').trim());
    for (const child of children ?? []) visit(child);
  };
  blocks.forEach(visit);
  return words.filter(Boolean);
}

/** The section export with its width cleared, as an editor leaves it: null. */
const clearedSection = structuredClone(sectionChildren);
(clearedSection.data.blocks[0]!.component.options as Record<string, unknown>).maxWidth = null;

beforeAll(async () => {
  for (const [name, entry] of Object.entries(EXPORTS)) await publish(pageEntry(`test-builder-${name}`, pathOf(name), entry.data));
  await publish(pageEntry('test-builder-cleared-section', pathOf('cleared-section'), clearedSection.data));
});

afterAll(async () => {
  for (const name of [...Object.keys(EXPORTS), 'cleared-section']) await unpublish(`test-builder-${name}`);
});

describe("Builder's own content exports, published as pages", () => {
  for (const [name, entry] of Object.entries(EXPORTS)) {
    it(`${name}: renders every word of it`, async () => {
      const response = await get(pathOf(name));
      expect(response.status).toBe(200);
      const html = await response.text();
      const words = wordsOf(entry.data.blocks);
      if (name !== 'embed-and-custom-code') expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect(html).toContain(word);
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
});
