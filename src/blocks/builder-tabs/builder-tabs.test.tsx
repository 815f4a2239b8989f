import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks, pageNeeds } from '../render/blocks.tsx';

const text = (id: string, html: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: html } } });
const tabs = (options: Record<string, unknown> = {}) => ({
  id: 'builder-tabs1',
  component: {
    name: 'Builder: Tabs',
    options: {
      tabs: [
        { label: [text('l1', 'Reds')], content: [text('c1', '<p>Cabernet and Merlot</p>')] },
        {
          label: [text('l2', 'Whites')],
          content: [text('c2', '<p>Chardonnay</p>'), { id: 'v', component: { name: 'Embed', options: { content: '<iframe src="https://player.example.com/1"></iframe>' } } }],
        },
      ],
      activeTabStyle: { backgroundColor: 'rgba(0, 0, 0, 0.1)' },
      defaultActiveTab: 1,
      collapsible: null,
      tabHeaderLayout: 'center',
      ...options,
    },
  },
});

describe('Builder: Tabs', () => {
  it('renders every label and every panel, so no text is lost, with the default tab chosen', () => {
    const html = renderToString(<Blocks blocks={[tabs()]} />);
    expect(html).toContain('Reds');
    expect(html).toContain('Whites');
    expect(html).toContain('Cabernet and Merlot');
    expect(html).toContain('Chardonnay');
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).toContain('checked=""');
    expect(inputs[1]).not.toContain('checked');
    expect(html).toContain('role="radiogroup"');
  });

  it('shows a panel only while its tab is chosen, and styles the chosen tab as the editor set', () => {
    const html = renderToString(<Blocks blocks={[tabs()]} />);
    expect(html).toContain('input[value=&quot;1&quot;]:checked)&gt;.builder-tab-panel[data-tab=&quot;1&quot;]{display:block}'.replaceAll('&quot;', '"').replaceAll('&gt;', '>'));
    expect(html).toContain('background-color:rgba(0, 0, 0, 0.1)');
  });

  it('opens no tab when the editor chose 0', () => {
    expect(renderToString(<Blocks blocks={[tabs({ defaultActiveTab: 0 })]} />)).not.toContain('checked=""');
  });

  it("lets a hidden tab's embed into the page's CSP", () => {
    expect(pageNeeds([tabs()]).embeds.frame).toEqual(['https://player.example.com']);
  });
});
