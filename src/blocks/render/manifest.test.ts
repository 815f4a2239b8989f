import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { input } from '../../ui/editor/input.ts';
import { INVALID_LINK_MESSAGE, LinkSchema } from '../../ui/link/href.ts';
import { BLOCKS } from '../registry.ts';
import { withRules } from '../kit/contract/editor-rules.ts';
import { blockManifest, inputOf, type BuilderInput } from './manifest.ts';

const manifest = blockManifest(BLOCKS);
const component = (name: string) => {
  const found = manifest.components.find((c) => c.name === name);
  if (!found) throw new Error(`no ${name} in the manifest`);
  return found;
};
const field = (inputs: readonly BuilderInput[] | undefined, name: string) => {
  const found = inputs?.find((i) => i.name === name);
  if (!found) throw new Error(`no input ${name}`);
  return found;
};

/** Runs an input's onChange as the page builder would, with its options map; returns the alerts. */
function change(onChange: string | undefined, values: Record<string, unknown>) {
  const alerts: string[] = [];
  const options = new Map(Object.entries(values));
  const fn = new Function('alert', `return ${onChange ?? '() => {}'}`)((message: string) => alerts.push(message)) as (o: Map<string, unknown>) => void;
  fn(options);
  return { alerts, values: Object.fromEntries(options) };
}

describe('the component manifest', () => {
  it('lists every registered block once, by its page-builder name', () => {
    expect(manifest.components.map((c) => c.name)).toEqual(BLOCKS.map((block) => block.name));
    expect(new Set(manifest.components.map((c) => c.name)).size).toBe(BLOCKS.length);
  });

  it('puts every block in one insert-menu group of the spec', () => {
    expect(manifest.insertMenus.map((menu) => menu.name)).toEqual(
      ['General', 'Layout', 'Product', 'Collection', 'Special', 'Hero components'].filter((group) => BLOCKS.some((block) => block.group === group)),
    );
    const listed = manifest.insertMenus.flatMap((menu) => menu.items.map((item) => item.name));
    expect(listed.sort()).toEqual(BLOCKS.map((block) => block.name).sort());
  });

  it('is plain JSON, and every alert it carries is a function the editor can run', () => {
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
    const all = (inputs: readonly BuilderInput[]): BuilderInput[] => inputs.flatMap((i) => [i, ...all(i.subFields ?? [])]);
    const handlers = manifest.components.flatMap((c) => all(c.inputs)).filter((i) => i.onChange);
    expect(handlers.length).toBeGreaterThan(0);
    for (const handler of handlers) expect(() => change(handler.onChange, {})).not.toThrow();
  });
});

describe('inputs read from the schemas', () => {
  it('take type, default, required and enum from the schema', () => {
    const specs = component('WineSpecs');
    expect(field(specs.inputs, 'header')).toEqual({ name: 'header', type: 'text', defaultValue: 'Wine Specs' });
    const composition = field(specs.inputs, 'composition');
    expect(composition).toMatchObject({ type: 'list', defaultValue: [] });
    expect(field(composition.subFields, 'varietal')).toMatchObject({ type: 'text', required: true, enum: expect.arrayContaining(['Cabernet Sauvignon', 'OTHER']) });
    expect(field(component('ProductDisplay').inputs, 'showPrice')).toEqual({ name: 'showPrice', type: 'boolean', defaultValue: true });
  });

  it('carry the link rule as a url input with its regex and the spec message', () => {
    const href = field(field(component('TextBlock').inputs, 'buttons').subFields, 'href');
    expect(href).toMatchObject({ type: 'url', regex: { message: INVALID_LINK_MESSAGE }, showIf: "options.get('isFileUpload') !== true" });
    expect(new RegExp(href.regex?.pattern ?? '', href.regex?.options).test('/visit')).toBe(true);
    expect(new RegExp(href.regex?.pattern ?? '', href.regex?.options).test('javascript:alert(1)')).toBe(false);
  });

  it('limit an image’s file types in the picker, never with a regex that refuses an upload (no extension)', () => {
    const upload = 'https://cdn.builder.io/api/v1/image/assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9';
    const breaker = field(field(component('CallToActionBreaker').inputs, 'image').subFields, 'image');
    const clubImage = field(field(field(component('ClubHero').inputs, 'clubs').subFields, 'images').subFields, 'src');
    const background = field(component('ProductHero').inputs, 'customBackgroundImage');
    for (const image of [breaker, clubImage, background]) {
      expect(image).toMatchObject({ type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png'] });
      expect(new RegExp(image.regex?.pattern ?? '', image.regex?.options).test(upload)).toBe(true);
    }
    expect(breaker.required).toBe(true);
  });

  it('take min and max from the schema: custom spacing 0 to 250', () => {
    const custom = field(component('Spacer').inputs, 'customDesktop');
    expect(custom).toMatchObject({ name: 'customDesktop', type: 'number', min: 0, max: 250 });
    expect(change(custom.onChange, { customDesktop: 300 }).alerts).toEqual(['Custom spacing must be between 0 and 250']);
  });

  it('read what the schema cannot say from its input() metadata: rich text, files', () => {
    expect(field(component('Text').inputs, 'text')).toMatchObject({ type: 'richText' });
    expect(field(field(component('Hero').inputs, 'backgroundImage').subFields, 'image')).toMatchObject({ type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg'] });
  });

  it("name the store's product picker (search by name) for every product reference: hero, product display, collection list", () => {
    const picker = { type: 'Commerce7ProductHandle', helperText: expect.stringContaining('/api/editor/product-picker.system.js') };
    expect(field(component('ProductHero').inputs, 'product')).toMatchObject(picker);
    expect(field(field(component('ProductDisplay').inputs, 'productsReference').subFields, 'product')).toMatchObject(picker);
    expect(field(field(component('CollectionList').inputs, 'collectionItems').subFields, 'product')).toMatchObject(picker);
  });

  it('let a block add helper text and showIf to a shared schema without losing its type', () => {
    const described = inputOf('href', v.optional(v.pipe(LinkSchema, input({ helperText: 'Where the button leads', showIf: "options.get('design') !== 'underline'" }))));
    expect(described).toMatchObject({ type: 'url', helperText: 'Where the button leads', showIf: "options.get('design') !== 'underline'" });
    expect(described.required).toBeUndefined();
  });

  it('treat a field editors may clear (null) as optional, with its default', () => {
    expect(inputOf('muted', v.optional(v.nullable(v.boolean(), true), true))).toEqual({ name: 'muted', type: 'boolean', defaultValue: true });
    expect(inputOf('align', v.optional(v.fallback(v.picklist(['left', 'center']), 'center'), 'center'))).toMatchObject({ defaultValue: 'center', enum: ['left', 'center'] });
  });
});

describe('the editor limits of content spec section 5, as alerts', () => {
  it("stops a fourth club: 'maximum allowed clubs is 3'", () => {
    const clubs = field(component('ClubHero').inputs, 'clubs');
    const { alerts, values } = change(clubs.onChange, { clubs: [1, 2, 3, 4] });
    expect(alerts).toEqual(['maximum allowed clubs is 3']);
    expect(values.clubs).toEqual([1, 2, 3]);
    expect(change(clubs.onChange, { clubs: [1, 2, 3] }).alerts).toEqual([]);
  });

  it("stops a fifth product: 'maximum items is 4, delete items to continue'", () => {
    const products = field(component('ProductDisplay').inputs, 'productsReference');
    expect(change(products.onChange, { productsReference: [1, 2, 3, 4, 5] }).alerts).toEqual(['maximum items is 4, delete items to continue']);
  });

  it(`stops a third button: 'maximum "Buttons" is 2'`, () => {
    const buttons = field(component('TextBlock').inputs, 'buttons');
    expect(change(buttons.onChange, { buttons: [1, 2, 3] }).alerts).toEqual(['maximum "Buttons" is 2']);
  });

  it("warns once on a percentage outside 1 to 100 or not whole: 'Only numbers between 1 and 100 are allowed for percentage'", () => {
    const percentage = field(field(component('WineSpecs').inputs, 'composition').subFields, 'percentage');
    expect(percentage).toMatchObject({ type: 'number', required: true, min: 1, max: 100 });
    expect(change(percentage.onChange, { percentage: 0 }).alerts).toEqual(['Only numbers between 1 and 100 are allowed for percentage']);
    expect(change(percentage.onChange, { percentage: 101 }).alerts).toEqual(['Only numbers between 1 and 100 are allowed for percentage']);
    expect(change(percentage.onChange, { percentage: 60 }).alerts).toEqual([]);
  });

  it("truncates a fractional number: 'Only integers allowed'", () => {
    const pageSize = inputOf('pageSize', v.optional(v.pipe(v.number(), v.integer('Only integers allowed'), v.minValue(1), v.maxValue(1000)), 9));
    expect(pageSize).toMatchObject({ type: 'number', defaultValue: 9, min: 1, max: 1000 });
    expect(change(pageSize.onChange, { pageSize: 12.7 })).toEqual({ alerts: ['Only integers allowed'], values: { pageSize: 12 } });
  });

  it("cuts a long text: 'Maximum zip code characters is 9'", () => {
    const zip = inputOf('zipcode', v.pipe(v.string(), v.maxLength(9, 'Maximum zip code characters is 9')));
    expect(change(zip.onChange, { zipcode: '94558-12345' })).toEqual({ alerts: ['Maximum zip code characters is 9'], values: { zipcode: '94558-123' } });
  });

  it('makes no alert of a limit without a message of the spec', () => {
    expect(field(component('Columns').inputs, 'columns').onChange).toBeUndefined();
  });

  it("alerts on a rule between options: 'Number of images should be 3' for masonry", () => {
    const schema = withRules(v.object({ style: v.picklist(['grid', 'masonry']), images: v.array(v.string()) }), [
      { kind: 'itemCount', field: 'images', count: 3, when: { field: 'style', equals: 'masonry' }, message: 'Number of images should be 3' },
    ]);
    const images = field(inputOf('gallery', schema).subFields, 'images');
    expect(change(images.onChange, { style: 'masonry', images: [1, 2, 3, 4] })).toEqual({
      alerts: ['Number of images should be 3'],
      values: { style: 'masonry', images: [1, 2, 3] },
    });
    expect(change(images.onChange, { style: 'grid', images: [1, 2, 3, 4] }).alerts).toEqual([]);
  });
});

describe('where a block may go', () => {
  it('keeps product hero and wine specs off pages and recipes, product display off blog posts', () => {
    for (const name of ['ProductHero', 'WineSpecs']) {
      expect(component(name).models).toEqual(['product', 'blog', 'collection', 'campaign', 'symbol']);
    }
    expect(component('ProductDisplay').models).not.toContain('blog');
    expect(component('ProductDisplay').models).toContain('page');
    expect(component('Text').models).toBeUndefined();
  });

  it('puts accordion items only in an accordion container, and nothing else in one', () => {
    expect(component('AccordionItem').requiresParent).toEqual({ component: 'AccordionContainer', message: 'An accordion item must be placed inside an accordion container' });
    expect(component('AccordionContainer')).toMatchObject({ canHaveChildren: true, childRequirements: { component: 'AccordionItem' } });
    expect(component('Core:Section').canHaveChildren).toBe(true);
    expect(component('Hero').canHaveChildren).toBe(false);
  });
});
