import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { CtaGrid } from './cta-grid.tsx';
import { CtaGridOptionsSchema } from './cta-grid.schema.ts';
import { ctaGridBlock } from './index.ts';

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  url: '/learn/wine-101',
  thumbnail: { image: '/images/learn/decanting.jpg', altText: '' },
  title,
  description: 'Five minutes on why, when and how.',
  ...extra,
});
const parse = (raw: unknown) => v.parse(CtaGridOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(ctaGridBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<CtaGrid options={parse(raw)} blockId="g1" renderBlocks={() => null} />);

describe('CallToActionGrid options', () => {
  it('show the play button unless hidden', () => {
    expect(parse({ title: 'Learn', posts: [post('Decanting')] }).posts[0]?.thumbnail.hidePlayButton).toBe(false);
  });

  it('need a title, and a url, thumbnail image, title and description for each post', () => {
    expect(messages({ posts: [post('x')] })).toEqual(['title: title is required']);
    expect(messages({ title: 'Learn', posts: [{ ...post('x'), url: undefined }] })).toEqual(['posts.0.url: url is required']);
    expect(messages({ title: 'Learn', posts: [{ ...post('x'), thumbnail: {} }] })).toEqual(['posts.0.thumbnail.image: image is required']);
    expect(messages({ title: 'Learn', posts: [{ ...post('x'), description: '' }] })).toEqual(['posts.0.description: description is required']);
    expect(messages({ title: 'Learn', posts: [post('x', { url: 'learn' })] })[0]).toMatch(/^posts\.0\.url: Invalid url format/);
  });
});

describe('CallToActionGrid', () => {
  it('renders each post as a card whose title links to it, videos marked for screen readers', () => {
    const html = render({
      title: 'Watch and learn',
      subtitle: 'Short films from the cellar',
      posts: [
        post('Decanting'),
        post('Reading a label', { thumbnail: { image: '/images/learn/label.jpg', altText: 'A wine label', hidePlayButton: true }, url: 'https://www.youtube.com/watch?v=abc' }),
      ],
      button: { text: 'All of Wine 101', href: '/learn/wine-101' },
    });
    expect(html).toContain('<h2 class="cta-grid__title" id="cta-grid-g1">Watch and learn</h2>');
    expect(html).toContain('<a class="cta-grid__link" href="/learn/wine-101">Decanting<span class="visually-hidden"> (video)</span></a>');
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc" target="_blank" rel="noopener noreferrer">Reading a label</a>');
    expect(html.match(/cta-grid__play/g)).toHaveLength(1);
    expect(html).toContain('>All of Wine 101</a>');
  });
});
