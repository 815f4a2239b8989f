import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { ImageGallery } from './image-gallery.tsx';
import { ImageGalleryOptionsSchema, MASONRY_MESSAGE, SOCIAL_TEXT_MESSAGE } from './image-gallery.schema.ts';
import { imageGalleryBlock } from './index.ts';

const img = (n: number, extra: Record<string, unknown> = {}) => ({ image: `/images/gallery/${n}.jpg`, altText: `Vineyard view ${n}`, ...extra });
const parse = (raw: unknown) => v.parse(ImageGalleryOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(imageGalleryBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<ImageGallery options={parse(raw)} blockId="g1" renderBlocks={() => null} />);

describe('ImageGallery options', () => {
  it('default to a grid', () => {
    expect(parse({ images: [img(1)] })).toMatchObject({ style: 'grid', images: [{ altText: 'Vineyard view 1' }] });
    expect(messages({ images: [] })).toEqual(['images: add at least one image']);
  });

  it(`hold a masonry gallery to exactly 3 images: '${MASONRY_MESSAGE}'`, () => {
    expect(messages({ style: 'masonry', images: [img(1), img(2)] })).toEqual([`images: ${MASONRY_MESSAGE}`]);
    expect(messages({ style: 'masonry', images: [img(1), img(2), img(3), img(4)] })).toEqual([`images: ${MASONRY_MESSAGE}`]);
    expect(messages({ style: 'masonry', images: [img(1), img(2), img(3)] })).toEqual([]);
    expect(messages({ style: 'grid', images: [img(1), img(2)] })).toEqual([]);
  });

  it('need the social text for the Instagram style', () => {
    expect(messages({ style: 'instagram', images: [img(1)] })).toEqual([`socialText: ${SOCIAL_TEXT_MESSAGE}`]);
    expect(messages({ style: 'instagram', socialText: '@triangleridgewinery', images: [img(1)] })).toEqual([]);
  });

  it('hold image links to the link rule', () => {
    expect(messages({ images: [img(1, { link: 'javascript:alert(1)' })] })[0]).toMatch(/^images\.0\.link: Invalid url format/);
  });

  it('give the editor the masonry alert and show the social text only for Instagram', () => {
    const inputs = blockManifest([imageGalleryBlock]).components[0]?.inputs ?? [];
    expect(inputs.find((i) => i.name === 'images')?.onChange).toContain(MASONRY_MESSAGE);
    expect(inputs.find((i) => i.name === 'socialText')?.showIf).toBe("options.get('style') === 'instagram'");
    expect(inputs.find((i) => i.name === 'style')).toMatchObject({ enum: ['grid', 'masonry', 'instagram'], defaultValue: 'grid' });
  });
});

describe('ImageGallery', () => {
  it('renders a titled list of images, links where the editor gave them', () => {
    const html = render({ title: 'Harvest 2026', images: [img(1), img(2, { link: '/our-story/vineyards', ariaLabel: 'About our vineyards' })] });
    expect(html).toContain('<h2 class="gallery__title" id="gallery-g1-title">Harvest 2026</h2>');
    expect(html).toContain('class="gallery gallery--grid"');
    expect(html).toContain('<figure class="gallery__tile"><img class="gallery__img" src="/cdn-cgi/image/width=3840,quality=75,format=auto,fit=scale-down,onerror=redirect/images/gallery/1.jpg"');
    expect(html).toContain('<a class="gallery__tile gallery__tile--link" href="/our-story/vineyards" aria-label="About our vineyards">');
    expect(html.match(/<li class="gallery__item">/g)).toHaveLength(2);
  });

  it('shows the Instagram handle, and opens posts in a new tab', () => {
    const html = render({ style: 'instagram', socialText: '@triangleridgewinery', images: [img(1, { link: 'https://www.instagram.com/p/abc123/', ariaLabel: 'Open this post on Instagram' })] });
    expect(html).toContain('<p class="gallery__social">@triangleridgewinery</p>');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });
});
