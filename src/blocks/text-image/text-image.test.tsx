import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TextImage } from './text-image.tsx';
import { TEXT_IMAGE_DESIGNS, TextImageOptionsSchema } from './text-image.schema.ts';

const render = (raw: unknown) => renderToString(<TextImage options={v.parse(TextImageOptionsSchema, raw)} blockId="ti" renderBlocks={() => null} />);
const base = { body: '<p>Hand-picked at dawn.</p>', image: { src: '/images/harvest.jpg', altText: 'Pickers in the vines' } };

describe('TextImage options', () => {
  it('defaults to text on the left and an image with empty alt text', () => {
    const options = v.parse(TextImageOptionsSchema, { body: '<p>x</p>', image: { src: '/a.jpg' } });
    expect(options.design).toBe('text-left');
    expect(options.buttons).toEqual([]);
    expect(options.image).toEqual({ src: '/a.jpg', altText: '', stretch: false, left: false, defaultWidth: false });
    expect(options.brandImage).toBeUndefined();
    expect(options.bottomImage).toBeUndefined();
  });

  it('rejects a missing body, a missing image source and an unsafe image or link', () => {
    expect(v.safeParse(TextImageOptionsSchema, { image: { src: '/a.jpg' } }).success).toBe(false);
    expect(v.safeParse(TextImageOptionsSchema, { body: '<p>x</p>', image: {} }).success).toBe(false);
    expect(v.safeParse(TextImageOptionsSchema, { body: 'x', image: { src: 'http://insecure.example/a.jpg' } }).success).toBe(false);
    expect(v.safeParse(TextImageOptionsSchema, { ...base, buttons: [{ text: 'x', href: 'javascript:void(0)' }] }).success).toBe(false);
  });
});

describe('TextImage', () => {
  it('renders eyebrow, title, subtitle, sanitised body and buttons', () => {
    const html = render({
      ...base,
      eyebrow: 'Harvest',
      title: 'From vine to glass',
      subtitle: 'Every cluster by hand',
      body: '<p>Hand-picked at dawn.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      buttons: [{ text: 'Book a tour', href: '/visit' }],
    });
    expect(html).toContain('<p class="text-image__eyebrow">Harvest</p>');
    expect(html).toContain('<h2 class="text-image__title">From vine to glass</h2>');
    expect(html).toContain('<p class="text-image__subtitle">Every cluster by hand</p>');
    expect(html).toContain('<p>Hand-picked at dawn.</p>');
    expect(html).not.toContain('<script');
    // (The image transformation's own option, onerror=redirect, sits inside a URL.)
    expect(html).not.toMatch(/\sonerror=/i);
    expect(html).toContain('<a class="btn btn--red" href="/visit">Book a tour</a>');
  });

  it('lazy-loads the image filling its column, inside a box of known proportions', () => {
    const html = render({ ...base, image: { ...base.image, width: 1200, height: 800 } });
    expect(html).toMatch(/<img class="text-image__img" src="\/cdn-cgi\/image\/[^"]*\/images\/harvest.jpg" srcSet="[^"]*"[^>]*alt="Pickers in the vines" width="1200" height="800" loading="lazy"/);
    expect(html).toContain('<div class="text-image__media text-image__media--fill" style="--text-image-ratio:1200 / 800">');
    // Without a size the box is 4:3, so nothing moves when the image arrives.
    expect(render(base)).toContain('--text-image-ratio:4 / 3');
  });

  it('orders text and image as the design says', () => {
    const textFirst = (html: string) => html.indexOf('text-image__text') < html.indexOf('text-image__media');
    expect(textFirst(render({ ...base, design: 'text-left' }))).toBe(true);
    expect(textFirst(render({ ...base, design: 'text-top' }))).toBe(true);
    expect(textFirst(render({ ...base, design: 'text-right' }))).toBe(false);
    expect(textFirst(render({ ...base, design: 'text-bottom' }))).toBe(false);
    expect(render({ ...base, design: 'text-right' })).toContain('class="text-image text-image--text-right"');
  });

  it('lets a stretched image fill its column', () => {
    expect(render({ ...base, image: { ...base.image, stretch: true } })).toContain('text-image__media text-image__media--stretch');
  });
});

describe('TextImage variants', () => {
  const crest = { src: '/images/products/crest.svg', altText: 'Triangle Ridge crest', width: 600, height: 900 };
  const pour = { src: '/images/glass-pour.svg', altText: 'Cabernet poured into a glass', width: 1200, height: 900 };
  /** The text column's markup: from its start to the image's column, or to the end when the image comes first. */
  const textOf = (html: string) => {
    const start = html.indexOf('<div class="text-image__text">');
    const media = html.indexOf('<div class="text-image__media');
    return html.slice(start, media > start ? media : html.length);
  };

  it('keeps the image at its own width, reserved by its size, when defaultWidth is set', () => {
    const html = render({ ...base, image: { ...base.image, width: 480, height: 360, defaultWidth: true } });
    expect(html).toContain('<div class="text-image__media text-image__media--natural">');
    expect(html).toMatch(/<img class="text-image__img"[^>]*width="480" height="360"/);
    expect(html).not.toContain('--text-image-ratio');
  });

  it('sets the image against the left edge when left is set', () => {
    expect(render({ ...base, image: { ...base.image, defaultWidth: true, left: true } })).toContain('class="text-image__media text-image__media--natural text-image__media--left"');
    expect(render(base)).not.toContain('text-image__media--left');
  });

  it('lets stretch win over defaultWidth', () => {
    expect(render({ ...base, image: { ...base.image, defaultWidth: true, stretch: true } })).toContain('class="text-image__media text-image__media--stretch"');
  });

  it('needs a source for a brand or bottom image, and a safe one', () => {
    expect(v.safeParse(TextImageOptionsSchema, { ...base, brandImage: { altText: 'Crest' } }).success).toBe(false);
    expect(v.safeParse(TextImageOptionsSchema, { ...base, bottomImage: { src: 'javascript:alert(1)' } }).success).toBe(false);
    expect(v.parse(TextImageOptionsSchema, { ...base, brandImage: { src: '/c.svg' } }).brandImage).toEqual({ src: '/c.svg', altText: '' });
    // The page builder's file input stores the bare URL.
    expect(v.parse(TextImageOptionsSchema, { ...base, bottomImage: '/images/map.svg' }).bottomImage).toEqual({ src: '/images/map.svg', altText: '' });
    expect(v.safeParse(TextImageOptionsSchema, { ...base, bottomImage: 'http://insecure.example/map.svg' }).success).toBe(false);
  });

  it.each(TEXT_IMAGE_DESIGNS)('%s: the brand mark heads the text and the bottom image follows it, inside the text column', (design) => {
    const html = render({ ...base, design, title: 'Estate Cabernet', brandImage: crest, bottomImage: pour, buttons: [{ text: 'Shop', href: '/shop' }] });
    const text = textOf(html);
    const brand = text.indexOf('class="text-image__brand"');
    const bottom = text.indexOf('class="text-image__bottom"');
    expect(brand).toBeGreaterThan(-1);
    expect(brand).toBeLessThan(text.indexOf('text-image__title'));
    expect(bottom).toBeGreaterThan(text.indexOf('Shop</a>'));
    expect(text).toMatch(/<img class="text-image__brand" src="\/images\/products\/crest.svg"[^>]*alt="Triangle Ridge crest" width="600" height="900" loading="lazy"/);
    expect(text).toMatch(/<img class="text-image__bottom" src="\/images\/glass-pour.svg"[^>]*alt="Cabernet poured into a glass" width="1200" height="900" loading="lazy"/);
    // The main image stays outside the text column.
    expect(text).not.toContain('text-image__img');
  });
});
