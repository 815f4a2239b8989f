import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../render/blocks.tsx';

const IMAGE = 'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef';
const image = (options: Record<string, unknown>, children?: unknown[]) => ({
  id: 'builder-img',
  component: { name: 'Image', options: { image: IMAGE, altText: 'Vines at dawn', ...options } },
  children,
});
const text = (id: string, html: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: html } } });

describe("Builder's Image", () => {
  it('takes the positions and the "no ratio" 0 Builder offers', () => {
    const html = renderToString(<Blocks blocks={[image({ backgroundPosition: 'top left', aspectRatio: 0, lazy: null })]} />);
    expect(html).toContain('alt="Vines at dawn"');
    expect(html).toContain('img--top-left');
    expect(html).not.toContain('aspect-ratio');
  });

  it('keeps the blocks laid over it', () => {
    const html = renderToString(<Blocks blocks={[image({ aspectRatio: 0.5 }, [text('over', '<p>Harvest 2026</p>')])]} />);
    expect(html).toContain('Harvest 2026');
    expect(html).toContain('class="img__children"');
  });
});

describe("Builder's Raw:Img", () => {
  it('is shown as an image, not skipped as an unknown block', () => {
    const html = renderToString(<Blocks blocks={[{ id: 'builder-raw', component: { name: 'Raw:Img', options: { image: IMAGE, altText: 'Vines at dawn', title: 'title test' } } }]} />);
    expect(html).toContain(`src="${IMAGE}"`);
    expect(html).toContain('alt="Vines at dawn"');
    expect(html).toContain('title="title test"');
  });
});
