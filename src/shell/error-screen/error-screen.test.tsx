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
    expect(hrefOf(html, 'Report feedback')).toBe('#report-feedback');
  });

  it('offers a labelled feedback form (an island) that, without script, opens the contact page topic', () => {
    const html = renderToString(<ErrorScreen reloadHref="/" />);
    expect(html).toContain('id="report-feedback"');
    expect(html).toContain('data-island="error-feedback"');
    expect(html).toMatch(/<label[^>]*for="error-feedback-message"[^>]*>What were you doing when the error happened\?<\/label>/);
    expect(html).toMatch(/<textarea[^>]*id="error-feedback-message"/);
    expect(html).toMatch(/<form[^>]*action="\/contact"[^>]*method="get"/);
    expect(html).toContain('name="topic" value="website-feedback"');
    expect(html).toMatch(/<button type="submit"[^>]*>Send feedback<\/button>/);
  });

  it('carries the error reference into the feedback form and shows it', () => {
    const html = renderToString(<ErrorScreen reloadHref="/" reference="abc 123" />);
    expect(html).toContain('name="ref" value="abc 123"');
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
    expect(html).not.toContain('<script');
  });

  it('loads the client entry under the response nonce when it has one, so the feedback form works', () => {
    const html = renderToString(<ErrorDocument brandName="Triangle Ridge Winery" styles={[]} reloadHref="/" script={{ src: '/assets/entry-abc.js', nonce: 'n0nce' }} />);
    expect(html).toContain('<script type="module" src="/assets/entry-abc.js" nonce="n0nce" async="">');
  });
});
