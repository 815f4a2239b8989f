import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks, pageNeeds } from '../render/blocks.tsx';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';

const render = (blocks: unknown[], preview = false) =>
  renderToString(
    <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, preview, onSkip: () => {} }}>
      <Blocks blocks={blocks} />
    </PageDataContext.Provider>,
  );

const customCode = (code: string) => ({ id: 'builder-cc', component: { name: 'Custom Code', options: { code, scriptsClientOnly: false } } });
const embed = (content: string) => ({ id: 'builder-em', component: { name: 'Embed', options: { url: 'https://www.youtube.com/watch?v=oU3H581uCsA', content } } });
const FRAME = '<iframe src="https://www.youtube.com/embed/oU3H581uCsA?rel=0" allowfullscreen></iframe>';

describe('Custom Code and Embed', () => {
  it("render their HTML with its frame, and the frame's origin enters that page's frame-src", () => {
    for (const block of [customCode(`<p>Our tour</p>${FRAME}`), embed(`<p>Our tour</p>${FRAME}`)]) {
      const html = render([block]);
      expect(html).toContain('<p>Our tour</p>');
      expect(html).toContain('data-embed-src="https://www.youtube.com/embed/oU3H581uCsA?rel=0"');
      expect(pageNeeds([block]).embeds.frame).toEqual(['https://www.youtube.com']);
    }
  });

  it("keep a visitor's frames waiting until asked (no third-party request before it), and show them live to an editor", () => {
    for (const block of [customCode(`<p>Our tour</p>${FRAME}`), embed(FRAME)]) {
      const html = render([block]);
      expect(html).not.toMatch(/<iframe[^>]* src=/);
      expect(html).toMatch(/<button type="button" class="[^"]*" data-embed-load="">Load content from www\.youtube\.com<\/button>/);
      expect(html).toContain('which may set its own cookies');
      const preview = render([block], true);
      expect(preview).toMatch(/<iframe[^>]* src="https:\/\/www\.youtube\.com\/embed\/oU3H581uCsA\?rel=0"/);
      expect(preview).not.toContain('data-embed-load');
    }
  });

  it('need no card when there is no frame', () => {
    expect(render([customCode('<p>Just words</p>')])).not.toContain('data-embed-load');
  });

  it('run no script: scripts are removed and no script origin enters the CSP', () => {
    const block = customCode('<div>Book a table</div><script src="https://widget.example/embed.js"></script><script>document.title="x"</script>');
    const html = render([block]);
    expect(html).toContain('Book a table');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('widget.example');
    expect(pageNeeds([block]).embeds.script).toEqual([]);
  });

  it('tell the editor in preview that the scripts do not run, and visitors nothing', () => {
    const block = customCode('<div>Widget</div><script src="https://widget.example/embed.js"></script>');
    expect(render([block], true)).toContain('Scripts in this block (1) do not run on the storefront');
    expect(render([block])).not.toContain('editor-warning');
  });

  it('render an empty block when Builder cleared the code', () => {
    expect(render([{ id: 'builder-cc', component: { name: 'Custom Code', options: { code: null } } }])).toContain('class="builder-custom-code"');
  });
});
