import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { ImageList } from './image-list.tsx';
import { IMAGE_TYPE_MESSAGE, ImageListOptionsSchema } from './image-list.schema.ts';
import { imageListBlock } from './index.ts';

const img = (image: string, extra: Record<string, unknown> = {}) => ({ image, altText: 'Rows of Cabernet on the Summit Block', ...extra });
const parse = (raw: unknown) => v.parse(ImageListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(imageListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<ImageList options={parse(raw)} blockId="il" renderBlocks={() => null} />);

describe('ImageList options', () => {
  it('default to the content width, with empty alt text and no caption', () => {
    expect(parse({ images: [{ image: '/images/a.jpg' }] })).toEqual({ images: [{ image: '/images/a.jpg', altText: '' }], fullWidth: false });
    expect(messages({ images: [] })).toEqual(['images: add at least one image']);
  });

  it(`take jpeg, png and svg files only: '${IMAGE_TYPE_MESSAGE}'`, () => {
    for (const ok of ['/images/a.jpg', '/images/a.JPEG', '/images/map.svg', 'https://cdn.example.com/x/a.png?width=800', 'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef123']) {
      expect(messages({ images: [img(ok)] }), ok).toEqual([]);
    }
    for (const bad of ['/images/a.gif', '/images/a.webp', 'https://cdn.example.com/clip.mp4?x=1.jpg', '/docs/tech-sheet.pdf']) {
      expect(messages({ images: [img(bad)] }), bad).toEqual([`images.0.image: ${IMAGE_TYPE_MESSAGE}`]);
    }
  });

  it('reject an insecure image and sizes that are not whole pixels', () => {
    expect(messages({ images: [img('http://insecure.example/a.jpg')] })).toEqual(['images.0.image: image must be an https URL or a site path']);
    expect(v.safeParse(ImageListOptionsSchema, { images: [img('/a.jpg', { width: 12.5 })] }).success).toBe(false);
  });

  it('register under its own name, with the file types the editor may upload', () => {
    const registration = blockManifest([imageListBlock]).components[0];
    expect(registration?.name).toBe('ImageList');
    expect(registration?.friendlyName).toBe('Image (titled list with captions)');
    const images = registration?.inputs.find((field) => field.name === 'images');
    expect(images?.subFields?.find((field) => field.name === 'image')?.allowedFileTypes).toEqual(['jpeg', 'jpg', 'png', 'svg']);
  });
});

describe('ImageList', () => {
  const options = {
    title: 'The blocks of the estate',
    images: [img('/images/summit.jpg', { caption: 'Summit Block, 1,100 to 1,400 ft', width: 1200, height: 800 }), img('/images/ridge.jpg', { altText: 'The Ridge Block after harvest' })],
  };

  it('lists each image as a figure with its caption under a titled section', () => {
    const html = render(options);
    expect(html).toContain('<section class="image-list" aria-labelledby="image-list-il-title"><h2 class="image-list__title" id="image-list-il-title">The blocks of the estate</h2>');
    expect(html.match(/<li class="image-list__item"><figure class="image-list__figure">/g)).toHaveLength(2);
    expect(html).toContain('<figcaption class="image-list__caption">Summit Block, 1,100 to 1,400 ft</figcaption>');
    expect(html.match(/<figcaption/g)).toHaveLength(1);
    expect(html).toContain('alt="The Ridge Block after harvest"');
  });

  it('lazy-loads every image and reserves its box: its own size when known, else 4:3', () => {
    const html = render(options);
    expect(html).toMatch(/<img class="image-list__img" src="\/cdn-cgi\/image\/[^"]*\/images\/summit.jpg"[^>]*width="1200" height="800" loading="lazy"/);
    expect(html).toContain('--image-list-ratio:1200 / 800;max-width:1200px');
    expect(html).toContain('<div class="image-list__frame" style="--image-list-ratio:4 / 3">');
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('runs edge to edge when full width, and shows one image without a list', () => {
    expect(render({ ...options, fullWidth: true })).toContain('<section class="image-list image-list--full"');
    const single = render({ images: [img('/images/map.svg', { caption: 'The estate map' })] });
    expect(single).not.toContain('<ul');
    expect(single).not.toContain('aria-labelledby');
    expect(single).toContain('<figcaption class="image-list__caption">The estate map</figcaption>');
  });
});
