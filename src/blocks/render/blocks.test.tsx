import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getBlock } from '../registry.ts';
import { Blocks, blocksDataPath, ENTRY_BLOCKS, misplacedBlocks, pageFacts, pageNeeds } from './blocks.tsx';
import { EMPTY_PAGE_DATA, PageDataContext, type SkippedBlock } from '../../page-data/index.ts';

function render(blocks: readonly unknown[], { preview = false, editing = false, model = undefined as string | undefined } = {}) {
  const skipped: SkippedBlock[] = [];
  const misplaced = model ? misplacedBlocks(blocks, model) : EMPTY_PAGE_DATA.misplaced;
  const html = renderToString(
    <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, preview: preview || editing, editing, misplaced, onSkip: (skip) => skipped.push(skip) }}>
      <Blocks blocks={blocks} place={ENTRY_BLOCKS} />
    </PageDataContext.Provider>,
  );
  return { html, skipped };
}

/** React separates adjacent text nodes with empty comments; a reader never sees them. */
const withoutTextSeparators = (html: string) => html.replaceAll('<!-- -->', '');

const text = (id: string, html: string) => ({ id, component: { name: 'Text', options: { text: html } } });

describe('Blocks', () => {
  // Builder's editor drops blocks into lists by the SDK's wrappers (blocks-wrapper.lite.tsx).
  it("wraps every list of blocks as Builder's SDK does in the editing frame, and no list for shoppers or a signed preview", () => {
    const page = [
      { id: 'cols', component: { name: 'Columns', options: { columns: [{ blocks: [text('left', '<p>Left</p>')] }, { blocks: [] }] } } },
      { id: 'sec', component: { name: 'Core:Section', options: {} }, children: [] },
    ];
    const editing = render(page, { editing: true }).html;
    const lists = [...editing.matchAll(/<div class="(builder-blocks[^"]*)"([^>]*)>/g)].map((m) => [m[1], m[2]?.match(/builder-path="([^"]*)"/)?.[1], m[2]?.match(/builder-parent-id="([^"]*)"/)?.[1]]);
    expect(lists).toEqual([
      ['builder-blocks', undefined, undefined],
      ['builder-blocks', 'component.options.columns.0.blocks', 'cols'],
      ['builder-blocks no-blocks', 'component.options.columns.1.blocks', 'cols'],
      ['builder-blocks no-blocks', 'children', 'sec'],
    ]);
    expect(render(page).html).not.toContain('builder-blocks');
    expect(render(page, { preview: true }).html).not.toContain('builder-blocks');
    // An empty page is one empty list in the editing frame, nothing for a shopper.
    expect(render([], { editing: true }).html).toMatch(/^<div class="builder-blocks no-blocks" style="[^"]+"><\/div>$/);
    expect(render([]).html).toBe('');
  });

  it("names a list's path as the SDK's wrapper does: `this.` for the block's own fields, options otherwise", () => {
    expect(blocksDataPath('this.children')).toBe('children');
    expect(blocksDataPath('component.options.columns.0.blocks')).toBe('component.options.columns.0.blocks');
    expect(blocksDataPath('tabs.1.content')).toBe('component.options.tabs.1.content');
    expect(blocksDataPath(undefined)).toBeUndefined();
  });

  it('renders a Text block with its rich text', () => {
    const { html, skipped } = render([text('intro', '<p>Welcome to <strong>Triangle Ridge</strong></p>')]);
    expect(html).toContain('<p>Welcome to <strong>Triangle Ridge</strong></p>');
    expect(html).toContain('class="blk b-intro builder-block" builder-id="intro"');
    expect(skipped).toEqual([]);
  });

  it('renders nothing for no blocks', () => {
    expect(render([]).html).toBe('');
  });

  it('skips a block with an unknown component and says why', () => {
    const { html, skipped } = render([{ id: 'mystery', component: { name: 'Mystery Widget', options: { secret: 'do not show' } } }]);
    expect(html).toBe('');
    expect(skipped).toEqual([{ name: 'Mystery Widget', blockId: 'mystery', reason: 'unknown component' }]);
  });

  it('skips an Image without an image and logs the invalid options', () => {
    const { html, skipped } = render([{ id: 'photo', component: { name: 'Image', options: { altText: 'Vineyard' } } }]);
    expect(html).toBe('');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ name: 'Image', blockId: 'photo' });
    expect(skipped[0]?.reason).toMatch(/^invalid options: /);
  });

  it('skips a button whose link runs script', () => {
    const { html, skipped } = render([{ id: 'cta', component: { name: 'Core:Button', options: { text: 'Shop now', link: 'javascript:alert(1)' } } }]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Shop now');
    expect(skipped[0]).toMatchObject({ name: 'Core:Button', blockId: 'cta' });
  });

  it('renders a button with a site link', () => {
    const { html } = render([{ id: 'cta', component: { name: 'Core:Button', options: { text: 'Shop now', link: '/collection/all' } } }]);
    expect(html).toContain('href="/collection/all"');
    expect(html).toContain('Shop now');
  });

  it('shows editors a warning in place of a skipped block in preview', () => {
    const { html, skipped } = render(
      [
        { id: 'mystery', component: { name: 'Mystery Widget' } },
        { id: 'photo', component: { name: 'Image', options: {} } },
      ],
      { preview: true },
    );
    expect(html.match(/class="editor-warning"/g)).toHaveLength(2);
    expect(withoutTextSeparators(html)).toContain('Unknown block &quot;Mystery Widget&quot; is hidden from visitors.');
    expect(withoutTextSeparators(html)).toContain('Block &quot;Image&quot; has invalid options and is hidden from visitors');
    expect(skipped).toHaveLength(2);
  });

  it('hides a block whose options break an editor limit, and tells the editor the rule in preview', () => {
    const buttons = ['One', 'Two', 'Three'].map((text) => ({ text, href: '/visit' }));
    const planted = [{ id: 'tb', component: { name: 'TextBlock', options: { headline: 'Visit us', buttons } } }];
    const visitor = render(planted);
    expect(visitor.html).toBe('');
    expect(visitor.skipped[0]?.reason).toBe('invalid options: buttons: maximum "Buttons" is 2');
    const editor = withoutTextSeparators(render(planted, { preview: true }).html);
    expect(editor).not.toContain('Visit us');
    expect(editor).toContain('Block &quot;TextBlock&quot; has invalid options and is hidden from visitors: buttons: maximum &quot;Buttons&quot; is 2');
  });

  it('never shows editor warnings to visitors', () => {
    const { html } = render([{ id: 'mystery', component: { name: 'Mystery Widget' } }]);
    expect(html).not.toContain('editor-warning');
  });

  it('scopes a block’s responsive styles to its own class', () => {
    const { html } = render([{ id: 'hero1', responsiveStyles: { large: { marginTop: '20px' }, small: { marginTop: '8px' } }, children: [text('t', 'x')] }]);
    expect(html).toContain('<style>.b-hero1{margin-top:20px}@media (max-width: 579px){.b-hero1{margin-top:8px}}</style>');
    expect(html).toContain('class="blk b-hero1 builder-block"');
  });

  it.each([
    ['a number', 42],
    ['a string', 'hello'],
    ['a component without a name', { id: 'nameless', component: { options: {} } }],
  ])('skips a malformed block: %s', (_, block) => {
    const { html, skipped } = render([block, text('after', '<p>Still here</p>')]);
    expect(html).toContain('<p>Still here</p>');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.reason).toMatch(/^malformed block/);
  });

  it('renders the blocks inside Columns', () => {
    const { html, skipped } = render([
      {
        id: 'cols',
        component: {
          name: 'Columns',
          options: { columns: [{ blocks: [text('left', '<p>Left column</p>')] }, { blocks: [text('right', '<p>Right column</p>')] }] },
        },
      },
    ]);
    expect(html).toContain('<p>Left column</p>');
    expect(html).toContain('<p>Right column</p>');
    expect(html.indexOf('Left column')).toBeLessThan(html.indexOf('Right column'));
    expect(skipped).toEqual([]);
  });

  it('renders a block with children inside its own element', () => {
    const { html } = render([{ id: 'wrap', tagName: 'section', children: [text('inner', '<p>Inside</p>')] }]);
    expect(html).toMatch(/^<section class="blk b-wrap builder-block" builder-id="wrap">.*<p>Inside<\/p>.*<\/section>$/);
  });

  it('makes a block a link only when its link is safe', () => {
    expect(render([{ id: 'card', linkUrl: '/visit', children: [] }]).html).toContain('<a href="/visit" class="blk b-card builder-block" builder-id="card"></a>');
    expect(render([{ id: 'card', linkUrl: 'javascript:alert(1)', children: [] }]).html).toBe('<div class="blk b-card builder-block" builder-id="card"></div>');
  });
});

describe('a deferred block', () => {
  it('shows its fallback while its data is on the way, instead of holding the page back', () => {
    const pending = new Promise<never>(() => {});
    const html = renderToString(
      <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, products: { product: () => pending, collection: () => pending } }}>
        <Blocks blocks={[{ id: 'cellar', component: { name: 'ProductDisplay', options: { header: 'From the Cellar', productsReference: [{ product: 'a' }, { product: 'b' }] } } }]} />
      </PageDataContext.Provider>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('From the Cellar');
    expect(html.match(/product-card-placeholder/g)).toHaveLength(2);
  });
});

describe('what the blocks of a page declare about it', () => {
  const video = (id: string, vimeoId: unknown) => ({ id, component: { name: 'VideoPlayer', options: { vimeoId } } });

  it('collects embedded origins from children and from symbols, once each', () => {
    const needs = pageNeeds([
      { id: 'wrap', children: [video('v1', 1)] },
      { id: 'sym', component: { name: 'Symbol', options: { symbol: { content: { data: { blocks: [video('v2', 2)] } } } } } },
    ]);
    expect(needs.embeds).toEqual({ frame: ['https://player.vimeo.com'], script: [], connect: [], media: [] });
  });

  it('takes nothing from a block that is skipped for its invalid options', () => {
    expect(pageNeeds([video('bad', 'not a number')]).embeds.frame).toEqual([]);
  });

  it('keeps a page out of search engines when its product hero says so', () => {
    expect(pageNeeds([{ id: 'h', component: { name: 'ProductHero', options: { disableRobots: true } } }]).meta.noindex).toBe(true);
    expect(pageNeeds([{ id: 'h', component: { name: 'ProductHero', options: {} } }]).meta.noindex).toBe(false);
  });

  describe("Builder's exports", () => {
    it('keeps a Section whose width an editor cleared, with everything inside it', () => {
      const { html, skipped } = render([
        { '@type': '@builder.io/sdk:Element', id: 'builder-s1', component: { name: 'Core:Section', options: { maxWidth: null, lazyLoad: null } }, children: [text('t1', '<p>Inside the section</p>')] },
      ]);
      expect(skipped).toEqual([]);
      expect(html).toContain('<p>Inside the section</p>');
      // Builder's default width: the site's content column (1200 px below 1440).
      expect(html).toContain('max-width:var(--content-width)');
    });

    it('reads null in any field of the block itself as unset', () => {
      const { html, skipped } = render([
        { id: 'plain', tagName: null, linkUrl: null, properties: null, responsiveStyles: null, children: null, component: { name: 'Text', options: { text: '<p>Still here</p>' } } },
      ]);
      expect(skipped).toEqual([]);
      expect(html).toContain('<p>Still here</p>');
    });

    it('renders an element Builder stores as a link, without a component', () => {
      const { html, skipped } = render([{ id: 'builder-l1', tagName: 'a', properties: { href: '/static-url' }, children: [text('t2', 'static url')] }]);
      expect(skipped).toEqual([]);
      expect(html).toMatch(/^<a href="\/static-url" class="blk b-builder-l1 builder-block" builder-id="builder-l1">.*static url.*<\/a>$/);
    });

    it('renders a tracking pixel as a decorative image with no address until analytics is allowed', () => {
      const pixel = {
        id: 'builder-pixel-abc',
        tagName: 'img',
        properties: { src: 'https://cdn.builder.io/api/v1/pixel?apiKey=k', 'aria-hidden': 'true', alt: '', role: 'presentation', width: '0', height: '0' },
      };
      const { html, skipped } = render([pixel]);
      expect(skipped).toEqual([]);
      expect(html).not.toContain(' src=');
      expect(html).toContain('data-analytics-src="https://cdn.builder.io/api/v1/pixel?apiKey=k"');
      // Known by its address too, whatever the block's id; a plain image keeps its source.
      expect(render([{ ...pixel, id: 'other' }]).html).not.toContain(' src=');
      expect(render([{ id: 'photo', tagName: 'img', properties: { src: 'https://cdn.builder.io/api/v1/image/assets%2Fk%2Fabc' } }]).html).toContain(' src="https://cdn.builder.io/api/v1/image/');
      expect(html).toContain('alt=""');
      expect(html).toContain('aria-hidden="true"');
    });

    it('never takes an image source that runs script, and renders an unknown tag as a div', () => {
      expect(render([{ id: 'x', tagName: 'img', properties: { src: 'javascript:alert(1)' } }]).html).not.toContain('javascript');
      expect(render([{ id: 'y', tagName: 'script', children: [] }]).html).toBe('<div class="blk b-y builder-block" builder-id="y"></div>');
    });

    it('makes a column with a link Builder gave it a link, and ignores an unsafe one', () => {
      const columns = (link: string) => [{ id: 'cols', component: { name: 'Columns', options: { columns: [{ blocks: [text('c', 'Visit us')], link, width: null }] } } }];
      expect(render(columns('/visit')).html).toMatch(/<a href="\/visit" class="columns__col"/);
      const unsafe = render(columns('javascript:alert(1)'));
      expect(unsafe.html).toContain('Visit us');
      expect(unsafe.html).not.toContain('javascript:');
    });

    it('renders a Fragment as its children', () => {
      const { html, skipped } = render([{ id: 'builder-f', component: { name: 'Fragment', options: {} }, children: [text('in', '<p>Grouped</p>')] }]);
      expect(skipped).toEqual([]);
      expect(html).toContain('<p>Grouped</p>');
    });
  });
});

describe('a block placed where it may not sit', () => {
  const hero = { id: 'hero', component: { name: 'ProductHero', options: { eyebrow: 'Out of place' } } };
  const lead = (id: string) => ({ id, component: { name: 'LeadFormEmbed', options: { title: `Form ${id}` } } });

  it('is decided by the model the page comes from', () => {
    const blocks = [hero];
    expect([...misplacedBlocks(blocks, 'page').values()]).toEqual(['ProductHero cannot be placed on a page entry']);
    expect(misplacedBlocks(blocks, 'product').size).toBe(0);
    expect(misplacedBlocks(blocks, 'page').get(hero)).toBe('ProductHero cannot be placed on a page entry');
  });

  it('looks through plain elements and into the blocks a symbol renders', () => {
    const item = { id: 'item', component: { name: 'AccordionItem', options: { accordionItemTitle: 'Alone' } } };
    const symbol = { id: 'sym', component: { name: 'Symbol', options: { symbol: { content: { data: { blocks: [{ id: 'wrap', children: [item] }] } } } } } };
    // The symbol renders its options' copy of the blocks: that copy is what gets hidden.
    expect([...misplacedBlocks([symbol], 'page').values()]).toEqual(['AccordionItem: An accordion item must be placed inside an accordion container']);
    const { html, skipped } = render([symbol], { model: 'page' });
    expect(html).not.toContain('Alone');
    expect(skipped.map((skip) => skip.blockId)).toEqual(['item']);
  });

  it('leaves the first of a one-per-page block and hides the next', () => {
    const first = lead('one');
    const second = lead('two');
    const { html, skipped } = render([first, second], { model: 'page' });
    expect(html).toContain('Form one');
    expect(html).not.toContain('Form two');
    expect(skipped).toEqual([{ name: 'LeadFormEmbed', blockId: 'two', reason: 'misplaced: LeadFormEmbed: Only one lead form per page' }]);
  });

  it('keeps its embedded origins out of the page when hidden', () => {
    const film = { id: 'film', component: { name: 'VideoPlayer', options: { title: 'Harvest', vimeoId: '76979871' } } };
    const blocks = [{ id: 'faq', component: { name: 'AccordionContainer', options: { title: 'Questions' } }, children: [film] }];
    expect(pageNeeds(blocks).embeds.frame).toEqual(['https://player.vimeo.com']);
    expect(pageNeeds(blocks, misplacedBlocks(blocks, 'page')).embeds.frame).toEqual([]);
  });

  it('is worked out once per content version for visitors, each time in preview', () => {
    const film = { id: 'film', component: { name: 'VideoPlayer', options: { title: 'Harvest', vimeoId: '76979871' } } };
    const blocks = [{ id: 'faq', component: { name: 'AccordionContainer', options: { title: 'Questions' } }, children: [film] }];
    const visitor = pageFacts(blocks, 'page', false);
    expect(visitor.needs.embeds.frame).toEqual([]);
    expect(pageFacts(blocks, 'page', false).needs).toBe(visitor.needs);
    expect(pageFacts(blocks, 'page', true).needs.embeds.frame).toEqual(['https://player.vimeo.com']);
  });

  it('shows in preview with the message above it', () => {
    const { html } = render([hero], { model: 'page', preview: true });
    expect(html.indexOf('Block &quot;ProductHero&quot; is hidden from visitors: ProductHero cannot be placed on a page entry')).toBeGreaterThan(-1);
  });
});

describe("a symbol's inputs, bound as Builder binds them", () => {
  const bound = (id: string, option: string, code: unknown, options: Record<string, unknown>) => ({ id, bindings: { [`component.options.${option}`]: code }, component: { name: 'Text', options } });
  const card = (id: string, data: Record<string, unknown>, blocks: unknown[]) => ({ id, component: { name: 'Symbol', options: { symbol: { data, content: { data: { blocks } } } } } });
  const description = bound('desc', 'text', 'var _virtual_index=state.description;return _virtual_index', { text: 'Enter some text...' });

  it("shows each instance's own value where the symbol reads state, the content shared between them", () => {
    const { html, skipped } = render([
      card('one', { description: 'Estate Chardonnay, barrel fermented' }, [description]),
      card('two', { description: 'Isosceles, our flagship blend' }, [description]),
    ]);
    expect(html).toContain('Estate Chardonnay, barrel fermented');
    expect(html).toContain('Isosceles, our flagship blend');
    expect(html).not.toContain('Enter some text...');
    expect(skipped).toEqual([]);
  });

  it('keeps the text as written where the instance gives no value, or the binding is script', () => {
    const script = bound('script', 'text', 'return fetch("/x").then(() => "pwned")', { text: '<p>As written</p>' });
    const { html } = render([card('three', { other: 'x' }, [description, script]), description]);
    expect(html.match(/Enter some text\.\.\./g)).toHaveLength(2);
    expect(html).toContain('As written');
    expect(html).not.toContain('pwned');
  });

  it('keeps the options as written when the bound value breaks a rule of the block', () => {
    const image = {
      id: 'img',
      bindings: { 'component.options.image': 'state.image' },
      component: { name: 'Image', options: { image: 'https://cdn.builder.io/api/v1/image/assets%2Fa%2Fb', altText: 'Vines' } },
    };
    const { html, skipped } = render([card('four', { image: 'javascript:alert(1)' }, [image])]);
    expect(html).toContain('src="https://cdn.builder.io/api/v1/image/assets%2Fa%2Fb"');
    expect(html).not.toContain('javascript:');
    expect(skipped).toEqual([]);
  });
});

describe('layout boxes whose blocks render from content alone', () => {
  /** Counts the renders of a block's component while `run` goes. */
  function counting(name: string, run: () => void): number {
    const definition = getBlock(name);
    if (!definition) throw new Error(`no block ${name}`);
    const component = definition.component;
    let renders = 0;
    definition.component = (props) => {
      renders++;
      return createElement(component, props);
    };
    try {
      run();
    } finally {
      definition.component = component;
    }
    return renders;
  }
  const page = () => [
    {
      id: 'box-sec',
      component: { name: 'Core:Section', options: {} },
      children: [text('box-t1', '<p>One</p>'), { id: 'box-cols', component: { name: 'Columns', options: { columns: [{ blocks: [text('box-t2', '<p>Two</p>')] }] } } }],
    },
  ];

  it('are rendered once per content version and give the same markup every time', () => {
    const blocks = page();
    const first = render(blocks).html;
    let again = '';
    expect(counting('Core:Section', () => (again = render(blocks).html))).toBe(0);
    expect(again).toBe(first);
    // The same content as a new version (new objects): rendered again, the same markup.
    let fresh = '';
    expect(counting('Core:Section', () => (fresh = render(page()).html))).toBe(1);
    expect(fresh).toBe(first);
    expect(withoutTextSeparators(first)).toMatch(/^<div class="blk b-box-sec builder-block" builder-id="box-sec"><section class="section[^"]*">.*<p>One<\/p>.*<p>Two<\/p>.*<\/section><\/div>$/);
  });

  it('are rendered every time in preview, and when a block inside depends on who is looking', () => {
    const blocks = page();
    render(blocks);
    expect(counting('Core:Section', () => render(blocks, { preview: true }))).toBe(1);
    const gated = [
      {
        id: 'gate-sec',
        component: { name: 'Core:Section', options: {} },
        children: [{ id: 'gate-c', component: { name: 'Container', options: { visibility: 'Member' } }, children: [text('gate-t', '<p>Members only</p>')] }],
      },
    ];
    render(gated);
    expect(counting('Core:Section', () => render(gated))).toBe(1);
  });
});
