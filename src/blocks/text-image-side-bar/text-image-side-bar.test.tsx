import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { textImageSideBarBlock } from './index.ts';
import { TextImageSideBar } from './text-image-side-bar.tsx';
import { IMAGE_SRC_REQUIRED, TEXT_REQUIRED, TextImageSideBarOptionsSchema } from './text-image-side-bar.schema.ts';

const base = { text: '<p>Our chef cooks from the estate garden.</p>', image: { src: '/images/restaurant-table.svg', altText: 'A candlelit table set for dinner' } };
const messages = (raw: unknown) => {
  const checked = checkOptions(textImageSideBarBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<TextImageSideBar options={v.parse(TextImageSideBarOptionsSchema, raw)} blockId="sb" renderBlocks={() => null} />);

describe('TextImageSideBar options', () => {
  it('default to the image on the right, with no buttons', () => {
    expect(v.parse(TextImageSideBarOptionsSchema, base)).toEqual({ ...base, buttons: [], image: { ...base.image, left: false } });
  });

  it(`require the text: '${TEXT_REQUIRED}'`, () => {
    expect(messages({ image: base.image })).toEqual([`text: ${TEXT_REQUIRED}`]);
    expect(messages({ ...base, text: '   ' })).toEqual([`text: ${TEXT_REQUIRED}`]);
  });

  it(`require the image source: '${IMAGE_SRC_REQUIRED}'`, () => {
    expect(messages({ text: base.text })).toEqual(['image: image is required']);
    expect(messages({ text: base.text, image: { altText: 'x' } })).toEqual(['image.src: src is required']);
    expect(messages({ ...base, image: { src: '' } })).toEqual([`image.src: ${IMAGE_SRC_REQUIRED}`]);
    expect(messages({ ...base, image: { src: 'http://insecure.example/a.jpg' } })).toEqual(['image.src: image must be an https URL or a site path']);
  });

  it('tell the page builder that text and image src are required', () => {
    const registration = blockManifest([textImageSideBarBlock]).components[0];
    expect(registration?.name).toBe('TextImageSideBar');
    expect(registration?.inputs.find((field) => field.name === 'text')).toMatchObject({ type: 'richText', required: true });
    const image = registration?.inputs.find((field) => field.name === 'image');
    expect(image?.subFields?.find((field) => field.name === 'src')).toMatchObject({ type: 'file', required: true });
  });
});

describe('TextImageSideBar', () => {
  it('renders the title, sanitised text and buttons beside a lazy image', () => {
    const html = render({ ...base, title: 'Dinner at the Restaurant', text: '<p>Seasonal menus.</p><script>alert(1)</script>', buttons: [{ text: 'Reserve a table', href: '/dine' }] });
    expect(html).toContain('<h2 class="side-bar__title">Dinner at the Restaurant</h2>');
    expect(html).toContain('<p>Seasonal menus.</p>');
    expect(html).not.toContain('<script');
    expect(html).toContain('<a class="btn btn--red" href="/dine">Reserve a table</a>');
    expect(html).toMatch(/<img class="side-bar__img" src="\/images\/restaurant-table.svg"[^>]*alt="A candlelit table set for dinner"[^>]*loading="lazy"/);
  });

  it('puts the image after the text on the right, before it on the left', () => {
    const right = render(base);
    expect(right).toContain('class="side-bar side-bar--right"');
    expect(right.indexOf('side-bar__text')).toBeLessThan(right.indexOf('side-bar__media'));
    const left = render({ ...base, image: { ...base.image, left: true } });
    expect(left).toContain('class="side-bar side-bar--left"');
    expect(left.indexOf('side-bar__media')).toBeLessThan(left.indexOf('side-bar__text'));
  });

  it('reserves the image box: its own proportions when known, else portrait 3:4', () => {
    expect(render({ ...base, image: { ...base.image, width: 1200, height: 900 } })).toContain('style="--side-bar-ratio:1200 / 900"');
    expect(render(base)).toContain('style="--side-bar-ratio:3 / 4"');
  });
});
