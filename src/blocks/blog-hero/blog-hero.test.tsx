import { prerender } from 'react-dom/static';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../content/client/schema.ts';
import { EMPTY_PAGE_DATA, PageDataContext, type ContentLoader, type PageData } from '../../page-data/index.ts';
import { INVALID_LINK_MESSAGE } from '../../ui/link/href.ts';
import { pageNeeds } from '../render/blocks.tsx';
import { componentRegistration } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { BlogHero } from './blog-hero.tsx';
import { BlogHeroOptionsSchema, CANONICAL_MESSAGE, DATE_MESSAGE, TITLE_REQUIRED_MESSAGE } from './blog-hero.schema.ts';
import { blogHeroBlock } from './index.ts';

const parse = (raw: unknown) => v.parse(BlogHeroOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(blogHeroBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const title = 'Harvest 2026: a long, cool season';
const authorRef = (id: string) => ({ '@type': '@builder.io/core:Reference', model: 'author', id });

/** A content loader holding the given author entries, as the content API answers a query by id. */
function authors(entries: ContentEntry[]): ContentLoader {
  return {
    entry: async () => null,
    entries: async (model, query = {}) => (model === 'author' ? entries.filter((entry) => entry.id === query.query?.id) : []),
  };
}

async function render(raw: unknown, data: Partial<PageData> = {}) {
  const { prelude } = await prerender(
    <PageDataContext value={{ ...EMPTY_PAGE_DATA, ...data }}>
      <BlogHero options={parse(raw)} blockId="bh" renderBlocks={() => null} />
    </PageDataContext>,
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

describe('BlogHero options', () => {
  it('default to share icons on, no background colour and an image run edge to edge', () => {
    expect(parse({ title })).toEqual({ title, backgroundColor: 'None', showShareIcons: true });
    expect(parse({ title, backgroundImage: { src: '/images/harvest.svg' } }).backgroundImage).toEqual({ src: '/images/harvest.svg', isMaxWidth: false });
  });

  it(`need a title: '${TITLE_REQUIRED_MESSAGE}'`, () => {
    expect(messages({})).toEqual(['title: title is required']);
    expect(messages({ title: '  ' })).toEqual([`title: ${TITLE_REQUIRED_MESSAGE}`]);
  });

  it('take the author as a name or as a reference to an author entry', () => {
    expect(parse({ title, author: ' Elena Ortiz ' }).author).toEqual({ kind: 'name', name: 'Elena Ortiz' });
    expect(parse({ title, author: authorRef('author-elena-ortiz') }).author).toEqual({ kind: 'entry', id: 'author-elena-ortiz' });
    expect(parse({ title, author: '' }).author).toBeUndefined();
    expect(messages({ title, author: { '@type': '@builder.io/core:Reference', model: 'product', id: 'x' } })).toEqual(['author: author must be a name or an author entry']);
  });

  it(`keep the date as a calendar day, else '${DATE_MESSAGE}'`, () => {
    expect(parse({ title, date: '2026-10-24' }).date).toBe('2026-10-24');
    expect(parse({ title, date: '2026-10-24T07:00:00.000Z' }).date).toBe('2026-10-24');
    expect(parse({ title, date: Date.UTC(2026, 9, 24) }).date).toBe('2026-10-24');
    expect(messages({ title, date: 'last Tuesday' })).toEqual([`date: ${DATE_MESSAGE}`]);
    expect(messages({ title, date: true })).toEqual([`date: ${DATE_MESSAGE}`]);
  });

  it('take a background colour of the spec’s colour map and an https or site image', () => {
    expect(messages({ title, backgroundColor: 'Purple' })).toHaveLength(1);
    // An image from elsewhere is left out with its reason; the hero shows without a background.
    const checked = checkOptions(blogHeroBlock, { title, backgroundImage: { src: '//evil.example/x.png' } });
    expect(checked).toMatchObject({ success: true, output: { title }, dropped: [{ path: 'backgroundImage.src', message: 'image must be an https URL or a site path' }] });
    expect(checked.success && (checked.output as { backgroundImage?: unknown }).backgroundImage).toBeUndefined();
  });

  it('check the canonical url with the link rule, then ask for a web address or a site path', () => {
    expect(parse({ title, canonicalUrl: '/blog/harvest-2026' }).canonicalUrl).toBe('/blog/harvest-2026');
    expect(parse({ title, canonicalUrl: 'https://triangleridge.com/blog/harvest-2026' }).canonicalUrl).toBe('https://triangleridge.com/blog/harvest-2026');
    expect(parse({ title, canonicalUrl: '' }).canonicalUrl).toBeUndefined();
    expect(messages({ title, canonicalUrl: 'blog/harvest' })).toEqual([`canonicalUrl: ${INVALID_LINK_MESSAGE}`]);
    expect(messages({ title, canonicalUrl: 'mailto:cellar@triangleridge.com' })).toEqual([`canonicalUrl: ${CANONICAL_MESSAGE}`]);
  });

  it('give the page its canonical url (block page metadata), and sit in the hero group', () => {
    const block = (canonicalUrl?: string) => ({ id: 'bh', component: { name: 'BlogHero', options: { title, canonicalUrl } } });
    expect(pageNeeds([block('/blog/harvest-2026')]).meta.canonical).toBe('/blog/harvest-2026');
    expect(pageNeeds([block()]).meta.canonical).toBeUndefined();
    expect(blogHeroBlock.group).toBe('Hero components');
    const inputs = componentRegistration(blogHeroBlock).inputs;
    expect(inputs.find((input) => input.name === 'author')).toMatchObject({ type: 'reference', model: 'author' });
    expect(inputs.find((input) => input.name === 'showShareIcons')).toMatchObject({ type: 'boolean', defaultValue: true });
  });
});

describe('BlogHero', () => {
  it('shows the title as the h1, the author by name and the date as a <time>', async () => {
    const html = await render({ title, author: 'Tomás Reyes', date: '2026-10-24', showShareIcons: false });
    expect(html).toContain(`<h1 id="blog-hero-bh" class="blog-hero__title">${title}</h1>`);
    expect(html).toContain('By Tomás Reyes');
    expect(html).toContain('<time class="blog-hero__date" dateTime="2026-10-24">October 24, 2026</time>');
    expect(html).not.toContain('Share on');
  });

  it('reads an author entry: its name (linked to its page) and its role', async () => {
    const content = authors([{ id: 'author-elena-ortiz', name: 'Elena Ortiz', published: 'published', data: { name: 'Elena Ortiz', role: 'Winemaker', url: '/our-story' } }]);
    const html = await render({ title, author: authorRef('author-elena-ortiz') }, { content });
    expect(html).toContain('By <a class="blog-hero__author-link" href="/our-story">Elena Ortiz</a><span class="blog-hero__role">, Winemaker</span>');
    // A missing author leaves the date; an editor is told in preview.
    const missing = { title, author: authorRef('author-nobody'), date: '2026-10-24' };
    expect(await render(missing, { content })).not.toContain('By ');
    expect(await render(missing, { content, preview: true })).toContain('(Author entry author-nobody not found)');
  });

  it('shares the page’s canonical url with plain links, each with an accessible name', async () => {
    const html = await render({ title, backgroundImage: { src: 'https://cdn.builder.io/api/v1/image/assets%2Fx%2Fharvest.jpg' } }, { canonicalUrl: 'https://triangleridge.com/blog/harvest-2026' });
    const url = encodeURIComponent('https://triangleridge.com/blog/harvest-2026');
    expect(html).toContain(`aria-label="Share on Facebook" title="Share on Facebook" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}"`);
    expect(html).toContain(`href="https://x.com/intent/tweet?url=${url}&amp;text=`);
    expect(html).toContain(`href="https://www.pinterest.com/pin/create/button/?url=${url}&amp;description=`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${url}"`);
    expect(html).toContain(`href="mailto:?subject=Harvest%202026%3A%20a%20long%2C%20cool%20season&amp;body=${url}"`);
    expect(html).toContain('aria-label="Share by e-mail"');
    expect(html).not.toContain('<script');
  });

  it('paints the background colour and keeps the image to the content width when asked', async () => {
    const html = await render({ title, backgroundColor: 'Gray', backgroundImage: { src: '/images/harvest.svg', isMaxWidth: true, altText: 'Picking bins at dawn' } });
    expect(html).toContain('class="blog-hero bg-gray"');
    expect(html).toContain('class="blog-hero__media blog-hero__media--max-width"');
    expect(html).toContain('alt="Picking bins at dawn"');
  });
});
