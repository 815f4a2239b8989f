import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TextImage } from './text-image.tsx';
import { TextImageOptionsSchema } from './text-image.schema.ts';

const render = (raw: unknown) => renderToString(<TextImage options={v.parse(TextImageOptionsSchema, raw)} blockId="ti" renderBlocks={() => null} />);
const base = { body: '<p>Hand-picked at dawn.</p>', image: { src: '/images/harvest.jpg', altText: 'Pickers in the vines' } };

describe('TextImage options', () => {
  it('defaults to text on the left and an image with empty alt text', () => {
    const options = v.parse(TextImageOptionsSchema, { body: '<p>x</p>', image: { src: '/a.jpg' } });
    expect(options.design).toBe('text-left');
    expect(options.buttons).toEqual([]);
    expect(options.image).toEqual({ src: '/a.jpg', altText: '', stretch: false });
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
    expect(html).not.toContain('onerror');
    expect(html).toContain('<a class="btn btn--red" href="/visit">Book a tour</a>');
  });

  it('lazy-loads the image inside a box of known proportions', () => {
    const html = render({ ...base, image: { ...base.image, width: 1200, height: 800 } });
    expect(html).toMatch(/<img class="text-image__img" src="\/images\/harvest.jpg"[^>]*alt="Pickers in the vines" width="1200" height="800" loading="lazy"/);
    expect(html).toContain('--text-image-ratio:1200 / 800');
    expect(html).toContain('max-width:1200px');
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
