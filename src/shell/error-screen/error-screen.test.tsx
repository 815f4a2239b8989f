import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorDocument, ErrorScreen } from './error-screen.tsx';

/** The href of the link whose text is `label`. */
function hrefOf(html: string, label: string): string | undefined {
  const match = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(html);
  return match?.[1];
}

describe('ErrorScreen', () => {
  it('says "Sorry, there has been an error." as its heading', () => {
    const html = renderToString(<ErrorScreen reloadHref="/visit" />);
    expect(html).toMatch(/<h1[^>]*>Sorry, there has been an error.<\/h1>/);
  });

  it('offers to reload the page, go home, or report feedback', () => {
    const html = renderToString(<ErrorScreen reloadHref="/collection/red-wines?page=2" />);
    expect(hrefOf(html, 'Reload this page')).toBe('/collection/red-wines?page=2');
    expect(hrefOf(html, 'Go to Home Page')).toBe('/');
    expect(hrefOf(html, 'Report feedback')).toBe('/contact?topic=website-feedback');
  });

  it('carries the error reference into the feedback link and shows it', () => {
    const html = renderToString(<ErrorScreen reloadHref="/" reference="abc 123" />);
    expect(hrefOf(html, 'Report feedback')).toBe('/contact?topic=website-feedback&amp;ref=abc%20123');
    expect(html.replaceAll('<!-- -->', '')).toContain('Reference: abc 123');
  });
});

describe('ErrorDocument', () => {
  it('is a whole page that search engines do not index', () => {
    const html = renderToString(<ErrorDocument brandName="Triangle Ridge Winery" styles={['/assets/app.css']} reloadHref="/dine" />);
    expect(html).toContain('<title>Error | Triangle Ridge Winery</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Sorry, there has been an error.');
    expect(hrefOf(html, 'Reload this page')).toBe('/dine');
  });
});
