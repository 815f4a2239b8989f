import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { filterQuestions } from './faq-list.tsx';
import { Faq } from './faq.tsx';
import { FAQ_VISIBLE_COUNT_MESSAGE, FaqOptionsSchema } from './faq.schema.ts';
import { faqBlock } from './index.ts';

const q = (question: string, ...filters: string[]) => ({ question, answer: `<p>About ${question}</p>`, filters: filters.map((filter) => ({ filter })) });
const questions = [
  q('Where do you ship?', 'Shipping'),
  q('How old must I be?', 'Orders'),
  q('Can I pause my club?', 'Wine Society'),
  q('Do you ship ice packs?', 'Shipping'),
  q('Gift notes?', 'Orders'),
];
const tags = ['Shipping', 'Orders', 'Wine Society'].map((tag) => ({ tag }));
const parse = (raw: unknown) => v.parse(FaqOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(faqBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<Faq options={parse(raw)} blockId="f1" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

describe('FAQ options', () => {
  it('filter with "All" by default and show 4 when show more is on', () => {
    expect(parse({ questions })).toMatchObject({
      isFilterEnabled: true,
      hasAll: true,
      showMoreButton: { enableshowMoreButton: false, design: 'underline', visibleCount: 4 },
      faqFilterTags: [],
    });
    expect(parse({ questions: [{ question: 'Q', answer: 'A' }] }).questions[0]?.filters).toEqual([]);
  });

  it('keep the visible count a whole number from 1 to 10', () => {
    for (const visibleCount of [0, 11, 2.5]) {
      expect(messages({ questions, showMoreButton: { enableshowMoreButton: true, visibleCount } })).toEqual([`showMoreButton.visibleCount: ${FAQ_VISIBLE_COUNT_MESSAGE}`]);
    }
    expect(messages({ questions, showMoreButton: { visibleCount: 10 } })).toEqual([]);
  });

  it('need a question and an answer for each entry, and at least one', () => {
    expect(messages({ questions: [] })).toEqual(['questions: add at least one question']);
    expect(messages({ questions: [{ question: 'Q', answer: ' ' }] })).toEqual(['questions.0.answer: an answer is required']);
  });

  it('offer the editor the count from 1 to 10, 4 by default, and rich text answers', () => {
    const faq = blockManifest([faqBlock]).components[0];
    const showMore = faq?.inputs.find((i) => i.name === 'showMoreButton');
    expect(showMore?.subFields?.find((i) => i.name === 'visibleCount')).toMatchObject({ type: 'number', defaultValue: 4, min: 1, max: 10 });
    expect(faq?.inputs.find((i) => i.name === 'questions')?.subFields?.find((i) => i.name === 'answer')).toMatchObject({ type: 'richText', required: true });
  });
});

describe('filterQuestions', () => {
  const list = questions.map((entry) => ({ ...entry, filters: entry.filters.map((f) => f.filter) }));
  it('shows every question for "All" and only the tagged ones for a tag', () => {
    expect(filterQuestions(list, 'All')).toHaveLength(5);
    expect(filterQuestions(list, 'Shipping').map((entry) => entry.question)).toEqual(['Where do you ship?', 'Do you ship ice packs?']);
    expect(filterQuestions(list, 'Events')).toEqual([]);
  });
});

describe('FAQ', () => {
  it('renders "All" pressed, then the tags, and every question for crawlers, beyond the visible count hidden', () => {
    const html = render({ questions, faqFilterTags: tags, showMoreButton: { enableshowMoreButton: true, visibleCount: 3 } });
    expect(html).toContain('data-island="faq"');
    expect([...html.matchAll(/<button(?: id="[a-z-]+")? type="button" class="faq__filter" aria-pressed="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]])).toEqual([
      ['All', 'true'],
      ['Shipping', 'false'],
      ['Orders', 'false'],
      ['Wine Society', 'false'],
    ]);
    const items = [...html.matchAll(/<details class="accordion-item faq__item"( hidden="")?>/g)].map((m) => Boolean(m[1]));
    expect(items).toEqual([false, false, false, true, true]);
    expect(html).toContain('<p>About Gift notes?</p>');
    // Anchors for links like /faq#wine-society.
    expect(html).toContain('<button id="wine-society" type="button" class="faq__filter"');
    expect(html).toContain('3 of 5 questions shown');
    expect(html).toContain('Show more questions');
  });

  it('starts at the first tag without "All", and shows no filters when they are off', () => {
    const first = render({ questions, faqFilterTags: tags, hasAll: false });
    expect(first).toContain('aria-pressed="true" aria-controls="faq-f1-list">Shipping<');
    expect([...first.matchAll(/faq__item" hidden=""/g)]).toHaveLength(3);
    const off = render({ questions, faqFilterTags: tags, isFilterEnabled: false });
    expect(off).not.toContain('faq__filter');
    expect(off).not.toContain('hidden=""');
    expect(off).not.toContain('Show more');
  });

  it('sanitises answers', () => {
    expect(render({ questions: [{ question: 'Q', answer: '<p>Hi<script>alert(1)</script></p>' }] })).not.toContain('<script>alert');
  });
});
