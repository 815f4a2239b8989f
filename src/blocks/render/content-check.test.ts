import { describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE } from '../../ui/link/href.ts';
import { checkEntry } from './content-check.ts';

const block = (id: string, name: string, options: Record<string, unknown> = {}, children?: unknown[]) => ({
  id,
  component: { name, options },
  ...(children ? { children } : {}),
});
const page = (...blocks: unknown[]) => ({ id: 'page-x', model: 'page', data: { url: '/x', blocks } });
const text = (id: string) => block(id, 'Text', { text: '<p>Words</p>' });
const button = (text: string, href = '/visit') => ({ text, href });
const club = (category: string) => ({ category, priceRanges: [{ quantity: '6 Bottles', min: 260, max: 280 }] });

describe('content:check', () => {
  it('passes a well-formed page', () => {
    expect(
      checkEntry(page(block('s1', 'Core:Section', {}, [block('acc', 'AccordionContainer', { title: 'Shipping' }, [block('item', 'AccordionItem', { accordionItemTitle: 'Where?' }, [text('t1')])])]))),
    ).toEqual([]);
  });

  it('refuses headings that skip a level, in rich text and after a Headline', () => {
    const headline = (id: string, isHeadingOne: boolean) => block(id, 'Headline', { headline: { heading: 'Contact Us' }, isHeadingOne });
    const rich = (id: string, html: string) => block(id, 'Text', { text: html });
    expect(checkEntry(page(headline('h', true), rich('t1', '<h3>Concierge</h3><p>Orders.</p>')))).toEqual([
      { blockId: 't1', message: 'heading "Concierge" is an h3 after an h1: headings may not skip a level' },
    ]);
    // In columns, in document order; an h3 under an h2 is fine, and so is going back up.
    const columns = block('c', 'Columns', { columns: [{ blocks: [rich('t2', '<h2>Visits</h2><h3>Hours</h3>')] }, { blocks: [rich('t3', '<h2>Events</h2><h4>Late</h4>')] }] });
    expect(checkEntry(page(headline('h', true), columns))).toEqual([{ blockId: 't3', message: 'heading "Late" is an h4 after an h2: headings may not skip a level' }]);
    expect(checkEntry(page(headline('h', false), rich('t4', '<h3>Under the h2</h3><h2>Next</h2>')))).toEqual([]);
  });

  it('names an image that visitors will not see, though its block shows', () => {
    expect(checkEntry(page(block('cb', 'CallToActionBreaker', { image: { image: '/images/cave.gif' } })))).toEqual([
      { blockId: 'cb', message: 'CallToActionBreaker: image.image: image must be a jpeg or png' },
    ]);
  });

  it('names an unknown block and a malformed one', () => {
    expect(checkEntry(page(block('w', 'Mystery Widget'), { id: 'bad', component: { options: {} } }))).toEqual([
      { blockId: 'w', message: 'unknown block "Mystery Widget": hidden from visitors' },
      { blockId: 'bad', message: expect.stringMatching(/^malformed block: component\.name: /) },
    ]);
  });

  it.each([
    ['clubs', block('ch', 'ClubHero', { title: 'Choose', clubs: ['a', 'b', 'c', 'd'].map(club), ctaButton: { text: 'Join' } }), 'ClubHero: clubs: maximum allowed clubs is 3'],
    ['buttons', block('tb', 'TextBlock', { buttons: [button('One'), button('Two'), button('Three')] }), 'TextBlock: buttons: maximum "Buttons" is 2'],
    [
      'products',
      block('pd', 'ProductDisplay', { header: 'Cellar', productsReference: ['a', 'b', 'c', 'd', 'e'].map((product) => ({ product })) }),
      'ProductDisplay: productsReference: maximum items is 4, delete items to continue',
    ],
    [
      'percentage',
      block('ws', 'WineSpecs', { composition: [{ varietal: 'Merlot', percentage: 101 }] }),
      'WineSpecs: composition.0.percentage: Only numbers between 1 and 100 are allowed for percentage',
    ],
    ['spacing', block('sp', 'Spacer', { desktop: 'custom', customDesktop: 251 }), expect.stringMatching(/^Spacer: customDesktop: /)],
    ['link', block('bt', 'Core:Button', { text: 'Go', link: 'javascript:alert(1)' }), `Core:Button: link: ${INVALID_LINK_MESSAGE}`],
    ['required', block('ai', 'AccordionContainer', {}), expect.stringMatching(/^AccordionContainer: title: /)],
  ])('names a block whose options break a rule: %s', (_, planted, message) => {
    expect(checkEntry(page(planted))).toContainEqual({ blockId: planted.id, message });
  });

  it('keeps product hero and wine specs off pages and recipes, product display off blog posts', () => {
    const hero = block('ph', 'ProductHero', { product: 'isosceles-2021' });
    const specs = block('ws', 'WineSpecs', {});
    expect(checkEntry(page(hero, specs))).toEqual([
      { blockId: 'ph', message: 'ProductHero cannot be placed on a page entry' },
      { blockId: 'ws', message: 'WineSpecs cannot be placed on a page entry' },
    ]);
    expect(checkEntry({ model: 'recipes', data: { blocks: [hero] } })).toEqual([{ blockId: 'ph', message: 'ProductHero cannot be placed on a recipes entry' }]);
    expect(checkEntry({ model: 'product', data: { blocks: [hero, specs] } })).toEqual([]);
    const display = block('pd', 'ProductDisplay', { header: 'Pair it with' });
    expect(checkEntry({ model: 'blog', data: { blocks: [display] } })).toEqual([{ blockId: 'pd', message: 'ProductDisplay cannot be placed on a blog entry' }]);
  });

  it('puts accordion items only in an accordion container, and only items in one', () => {
    const item = block('lost', 'AccordionItem', { accordionItemTitle: 'Orphan' });
    expect(checkEntry(page(block('s', 'Core:Section', {}, [item])))).toEqual([{ blockId: 'lost', message: 'AccordionItem: An accordion item must be placed inside an accordion container' }]);
    // Plain elements between them do not count as a parent.
    expect(checkEntry(page(block('acc', 'AccordionContainer', { title: 'T' }, [{ id: 'el', children: [text('t')] }])))).toContainEqual({
      blockId: 'el',
      message: 'an element inside AccordionContainer: An accordion container holds accordion items only',
    });
    expect(checkEntry(page(block('acc', 'AccordionContainer', { title: 'T' }, [text('stray')])))).toEqual([
      { blockId: 'stray', message: 'Text inside AccordionContainer: An accordion container holds accordion items only' },
    ]);
  });

  it('names children placed in a block that does not show them', () => {
    expect(checkEntry(page(block('hero', 'Headline', { headline: { heading: 'Hi' } }, [text('lost')])))).toEqual([
      { blockId: 'hero', message: 'Headline does not show blocks placed inside it (1 child block)' },
    ]);
  });

  it('looks inside columns and inline symbols', () => {
    const columns = block('cols', 'Columns', { columns: [{ blocks: [block('deep', 'AccordionItem', { accordionItemTitle: 'x' })] }] });
    const symbol = block('sym', 'Symbol', { symbol: { content: { data: { blocks: [block('deeper', 'ProductHero', {})] } } } });
    expect(checkEntry(page(columns, symbol)).map((v) => v.blockId)).toEqual(['deep', 'deeper']);
  });

  it('allows one lead form per page', () => {
    const form = (id: string) => block(id, 'LeadFormEmbed', {});
    expect(checkEntry(page(form('first'), block('s', 'Core:Section', {}, [form('second')])))).toEqual([{ blockId: 'second', message: 'LeadFormEmbed: Only one lead form per page' }]);
  });

  it('names a reused block id and a symbol whose entry does not exist', () => {
    expect(checkEntry(page(text('same'), text('same')))).toEqual([{ blockId: 'same', message: 'block id "same" is used twice in this entry' }]);
    const symbol = block('sym', 'Symbol', { symbol: { model: 'symbol', entry: 'symbol-gone' } });
    expect(checkEntry(page(symbol), { entryIds: new Set(['symbol-visit-cta']) })).toEqual([{ blockId: 'sym', message: 'Symbol refers to entry "symbol-gone", which does not exist' }]);
  });

  it('checks the recipes heading as the Headline it becomes', () => {
    expect(checkEntry({ model: 'recipes-heading', data: { headline: { heading: 'Cook with the wine in mind' } } })).toEqual([]);
    expect(checkEntry({ model: 'recipes-heading', data: { headline: { preheading: 'Recipes' } } })).toEqual([{ blockId: '(entry)', message: 'Headline: headline.heading: heading is required' }]);
  });

  it('checks a c-7-products-data entry: the product and page it names, and the type of each page extra', () => {
    const data = { productId: 'p-1', productSlug: 'merlot-2022', builderProductPageSlug: 'merlot-2022', soldOut: null, badge: 'New Release' };
    expect(checkEntry({ model: 'c-7-products-data', data })).toEqual([]);
    expect(
      checkEntry({ model: 'c-7-products-data', data: { ...data, builderProductPageSlug: undefined } })
        .map((v) => v.message)
        .join(),
    ).toMatch(/builderProductPageSlug/);
    expect(checkEntry({ model: 'c-7-products-data', data: { ...data, quantityMultiplier: 'six' } })).toEqual([
      { blockId: '(entry)', message: 'quantityMultiplier: "six" is not a valid value; the default 1 is used' },
    ]);
    // Spec 3 "Product" images: each one's background and background image are checked on their own.
    const images = [
      { src: null, background: 'Gold', cropToFit: true },
      { background: 'Purple', customBackgroundImage: '/images/hero.gif' },
    ];
    expect(checkEntry({ model: 'c-7-products-data', data: { ...data, images } })).toEqual([
      { blockId: '(entry)', message: 'images[1].background: "Purple" is not a valid value; the default "None" is used' },
      { blockId: '(entry)', message: 'images[1].customBackgroundImage: "/images/hero.gif" is not a valid value; the default null is used' },
    ]);
  });
});
