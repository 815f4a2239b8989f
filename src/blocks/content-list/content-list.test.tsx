import { prerender } from 'react-dom/static';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ContentQuery } from '../../content/client/index.ts';
import { EMPTY_PAGE_DATA, PageDataContext, type ContentLoader } from '../../page-data/index.ts';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { ContentList } from './content-list.tsx';
import { ContentListOptionsSchema, INTEGERS_MESSAGE } from './content-list.schema.ts';
import { entriesPage, pageNumber, toListedEntry } from './entries.ts';
import { contentListBlock } from './index.ts';

const post = (n: number) => ({
  id: `post-${n}`,
  name: `Post ${n}`,
  published: 'published',
  data: { title: `Harvest notes ${n}`, url: `/blog/harvest-notes-${n}`, excerpt: `What we picked in week ${n}.`, image: `/images/blog/${n}.jpg`, date: '2026-09-0' + ((n % 9) + 1) },
});
const POSTS = Array.from({ length: 23 }, (_, i) => post(i + 1));

/** A content loader over a list, recording each call as the content API would see it. */
function loader(entries = POSTS) {
  const calls: { model: string; query: ContentQuery }[] = [];
  const content: ContentLoader = {
    entry: async () => null,
    entries: async (model, query = {}) => {
      calls.push({ model, query });
      const offset = query.offset ?? 0;
      return entries.slice(offset, offset + Math.min(query.limit ?? 1, 100));
    },
  };
  return { content, calls };
}

const parse = (raw: unknown) => v.parse(ContentListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(contentListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};

async function render(raw: unknown, { query = '', content = loader().content } = {}) {
  const { prelude } = await prerender(
    <PageDataContext value={{ ...EMPTY_PAGE_DATA, content, searchParams: new URLSearchParams(query) }}>
      <ContentList options={parse(raw)} blockId="c1" renderBlocks={() => null} />
    </PageDataContext>,
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

describe('ContentList options', () => {
  it('list blog posts 9 at a time with pagination by default', () => {
    expect(parse({})).toEqual({ contentModel: 'BLOG', hideExcerpt: false, pageSize: 9, showPagination: true });
  });

  it(`take a whole page size from 1 to 1000: '${INTEGERS_MESSAGE}'`, () => {
    expect(messages({ pageSize: 2.5 })).toEqual([`pageSize: ${INTEGERS_MESSAGE}`]);
    expect(messages({ pageSize: 0 })).toEqual(['pageSize: pageSize must be from 1 to 1000']);
    expect(messages({ pageSize: 1001 })).toEqual(['pageSize: pageSize must be from 1 to 1000']);
    expect(messages({ pageSize: 1000 })).toEqual([]);
  });

  it('truncate a fractional page size in the editor with the alert', () => {
    const pageSize = blockManifest([contentListBlock]).components[0]?.inputs.find((i) => i.name === 'pageSize');
    expect(pageSize).toMatchObject({ type: 'number', defaultValue: 9, min: 1, max: 1000 });
    const alerts: string[] = [];
    const options = new Map<string, unknown>([['pageSize', 12.9]]);
    new Function('alert', `return ${pageSize?.onChange}`)((m: string) => alerts.push(m))(options);
    expect(alerts).toEqual([INTEGERS_MESSAGE]);
    expect(options.get('pageSize')).toBe(12);
  });
});

describe('a page of entries', () => {
  it('asks for one more than the page to know whether there is a next one', async () => {
    const { content, calls } = loader();
    expect(await entriesPage(content, 'blog', 9, 3)).toMatchObject({ hasNext: false, entries: [{ id: 'post-19' }, {}, {}, {}, {}] });
    expect(calls).toEqual([{ model: 'blog', query: { limit: 10, offset: 18, sort: { 'data.date': -1 } } }]);
  });

  it('reads a page larger than the API allows 100 at a time', async () => {
    const many = Array.from({ length: 250 }, (_, i) => post(i + 1));
    const { content, calls } = loader(many);
    const page = await entriesPage(content, 'blog', 200, 1);
    expect(page.entries).toHaveLength(200);
    expect(page.hasNext).toBe(true);
    expect(calls.map((c) => c.query)).toEqual([
      { limit: 100, offset: 0, sort: { 'data.date': -1 } },
      { limit: 100, offset: 100, sort: { 'data.date': -1 } },
      { limit: 1, offset: 200, sort: { 'data.date': -1 } },
    ]);
  });

  it('is one promise per request and page', () => {
    const { content } = loader();
    expect(entriesPage(content, 'blog', 9, 1)).toBe(entriesPage(content, 'blog', 9, 1));
  });

  it('leaves out entries without a title or a safe link', () => {
    expect(toListedEntry({ id: 'a', name: '', data: { url: '/blog/a' } })).toBeNull();
    expect(toListedEntry({ id: 'b', name: 'B', data: { url: 'javascript:alert(1)' } })).toBeNull();
    expect(toListedEntry({ id: 'c', name: 'C', data: { url: '/blog/c', image: '//evil.example/x.jpg' } })).toEqual({
      id: 'c',
      title: 'C',
      url: '/blog/c',
      excerpt: undefined,
      image: undefined,
      date: undefined,
    });
  });

  it('reads ?page= as a page from 1', () => {
    expect([pageNumber(null), pageNumber('2'), pageNumber('0'), pageNumber('x'), pageNumber('1.5')]).toEqual([1, 2, 1, 1, 1]);
  });
});

describe('ContentList', () => {
  it('renders the first page of cards with excerpts, and a link to the next', async () => {
    const html = await render({ title: 'From the blog' });
    expect(html.match(/<li class="content-list__card">/g)).toHaveLength(9);
    expect(html).toContain('<a class="content-list__link" href="/blog/harvest-notes-1">Harvest notes 1</a>');
    expect(html).toContain('What we picked in week 1.');
    expect(html).toContain('<time class="content-list__date" dateTime="2026-09-02">September 2, 2026</time>');
    expect(html).toContain('<a class="btn btn--underline" href="?page=2" rel="next">Older</a>');
    expect(html).not.toContain('rel="prev"');
  });

  it('renders the page the query asks for, without excerpts when hidden', async () => {
    const html = await render({ pageSize: 10, hideExcerpt: true }, { query: 'page=3' });
    expect(html.match(/<li class="content-list__card">/g)).toHaveLength(3);
    expect(html).not.toContain('What we picked');
    expect(html).toContain('href="?page=2" rel="prev">Newer</a>');
    expect(html).not.toContain('rel="next"');
  });

  it('says so when there is nothing to list', async () => {
    expect(await render({}, { content: loader([]).content })).toContain('Nothing here yet: check back soon.');
  });
});
