import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../render/blocks.tsx';

const text = (id: string, html: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: html } } });
const accordion = (options: Record<string, unknown>) => ({
  id: 'builder-acc',
  component: {
    name: 'Builder:Accordion',
    options: {
      items: [
        { title: [text('t1', 'Do you ship to Oregon?')], detail: [text('d1', '<p>Yes, to 40 states.</p>')] },
        { title: [text('t2', 'Can I visit?')], detail: [text('d2', '<p>Every day from 10.</p>')] },
      ],
      ...options,
    },
  },
});

describe('Builder:Accordion', () => {
  it('renders each item as a disclosure a keyboard opens, with all its text in the page', () => {
    const html = renderToString(<Blocks blocks={[accordion({ oneAtATime: null, grid: null })]} />);
    expect(html.match(/<details class="builder-accordion-item">/g)).toHaveLength(2);
    expect(html).toContain('<summary class="builder-accordion-title">');
    expect(html).toContain('Do you ship to Oregon?');
    expect(html).toContain('<p>Every day from 10.</p>');
  });

  it('opens one item at a time when the editor asked for it', () => {
    const html = renderToString(<Blocks blocks={[accordion({ oneAtATime: true })]} />);
    expect(html.match(/name="builder-accordion-builder-acc"/g)).toHaveLength(2);
  });

  it('lays the items out in a grid with the row width given', () => {
    expect(renderToString(<Blocks blocks={[accordion({ grid: true, gridRowWidth: '33%' })]} />)).toContain('style="width:33%"');
  });
});
