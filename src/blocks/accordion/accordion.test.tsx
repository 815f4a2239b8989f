import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../render/blocks.tsx';
import { AccordionOptionsSchema } from './accordion.schema.ts';

const item = (id: string, title: string, text: string) => ({
  id,
  component: { name: 'AccordionItem', options: { accordionItemTitle: title } },
  children: [{ id: `${id}-text`, component: { name: 'Text', options: { text: `<p>${text}</p>` } } }],
});

const accordion = (options: Record<string, unknown>) => ({
  id: 'faq',
  component: { name: 'AccordionContainer', options: { title: 'Questions', ...options } },
  children: [item('q1', 'Do you ship to Texas?', 'Yes.'), item('q2', 'Can I visit?', 'Daily, 10 to 5.')],
});

const render = (blocks: unknown[]) => renderToString(<Blocks blocks={blocks} />);
const names = (html: string) => [...html.matchAll(/<details class="accordion-item"( name="([^"]*)")?/g)].map((m) => m[2]);

describe('AccordionContainer options', () => {
  it('needs a title, and defaults to one item open at a time', () => {
    expect(v.safeParse(AccordionOptionsSchema, {}).success).toBe(false);
    expect(v.safeParse(AccordionOptionsSchema, { title: ' ' }).success).toBe(false);
    expect(v.parse(AccordionOptionsSchema, { title: 'FAQ' })).toEqual({ title: 'FAQ', isMultipleExpandable: false, id: undefined });
  });

  it('keeps only characters safe for an id', () => {
    expect(v.parse(AccordionOptionsSchema, { title: 'FAQ', id: 'ship"ping<x>' }).id).toBe('shippingx');
    expect(v.parse(AccordionOptionsSchema, { title: 'FAQ', id: '"<>' }).id).toBeUndefined();
  });
});

describe('AccordionContainer', () => {
  it('renders its title and its items as native disclosures with their content', () => {
    const html = render([accordion({ id: 'shipping' })]);
    expect(html).toContain('<section class="accordion" id="shipping" aria-labelledby="accordion-title-faq">');
    expect(html).toContain('<h2 class="accordion__title" id="accordion-title-faq">Questions</h2>');
    expect(html).toContain('<summary class="accordion-item__summary">Do you ship to Texas?</summary>');
    expect(html).toContain('<p>Daily, 10 to 5.</p>');
    expect(html).not.toContain('<script');
  });

  it('gives its items one shared name so only one opens at a time', () => {
    expect(names(render([accordion({})]))).toEqual(['accordion-faq', 'accordion-faq']);
  });

  it('leaves items unnamed when several may be open', () => {
    expect(names(render([accordion({ isMultipleExpandable: true })]))).toEqual([undefined, undefined]);
  });

  it('keeps two exclusive accordions on one page independent', () => {
    const second = { ...accordion({}), id: 'faq2' };
    expect(new Set(names(render([accordion({}), second])))).toEqual(new Set(['accordion-faq', 'accordion-faq2']));
  });
});
