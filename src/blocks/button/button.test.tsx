import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../render/blocks.tsx';

const button = (options: Record<string, unknown>) => ({ '@type': '@builder.io/sdk:Element', id: 'builder-btn', component: { name: 'Core:Button', options: { text: 'Click me!', ...options } } });

describe("Builder's Core:Button", () => {
  it('with no link is a button that goes nowhere, as Builder renders it', () => {
    const html = renderToString(<Blocks blocks={[button({ openLinkInNewTab: false })]} />);
    expect(html).toContain('<button type="button" class="btn btn--red">Click me!</button>');
    expect(html).not.toContain('href=');
  });

  it('with a link cleared to null is still a button, not a link home', () => {
    const html = renderToString(<Blocks blocks={[button({ link: null })]} />);
    expect(html).toContain('<button type="button"');
    expect(html).not.toContain('href="/"');
  });

  it('with a link is a link', () => {
    const html = renderToString(<Blocks blocks={[button({ link: '/visit' })]} />);
    expect(html).toContain('<a class="btn btn--red" href="/visit">Click me!</a>');
  });
});
