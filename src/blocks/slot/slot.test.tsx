import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../render/blocks.tsx';

const text = (id: string, html: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: html } } });

describe('Slot', () => {
  it("renders, inside a symbol, the blocks the page put in the symbol's slot", () => {
    const symbol = {
      id: 'sym',
      component: {
        name: 'Symbol',
        options: {
          symbol: {
            data: { content: [text('mine', '<p>From the page</p>')] },
            content: { data: { blocks: [text('frame', '<p>From the symbol</p>'), { id: 'slot', component: { name: 'Slot', options: { name: 'content' } } }] } },
          },
        },
      },
    };
    const html = renderToString(<Blocks blocks={[symbol]} />);
    expect(html).toContain('From the symbol');
    expect(html).toContain('From the page');
  });

  it('renders an empty slot outside a symbol', () => {
    expect(renderToString(<Blocks blocks={[{ id: 'slot', component: { name: 'Slot', options: { name: 'content' } } }]} />)).toContain('builder-slot="content"');
  });
});
