import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';
import { SOCIAL_LINKS } from './footer-links.ts';

const html = renderToString(<Footer brandName="Triangle Ridge Winery" year={2031} />);
/** React separates adjacent text nodes with empty comments; a reader never sees them. */
const text = html.replaceAll('<!-- -->', '');

const hrefsIn = (fragment: string) => [...fragment.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

/** The markup of one footer column, from its heading to the end of its list. */
function column(title: string): string {
  const start = html.indexOf(`<h2 class="footer__heading">${title}</h2>`);
  expect(start, `column ${title}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</ul>', start));
}

describe('Footer', () => {
  it('has the Shop, Club, Visit, Dine, Learn, Story and Support columns in order', () => {
    const nav = /<nav class="site-footer__columns"[\s\S]*<\/nav>/.exec(html)?.[0] ?? '';
    const headings = [...nav.matchAll(/<h2 class="footer__heading">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Shop', 'Club', 'Visit', 'Dine', 'Learn', 'Story', 'Support']);
  });

  it('links the Club column to the club and the member login', () => {
    expect(hrefsIn(column('Club'))).toEqual(['/club', '/profile/login']);
  });

  it('links the Learn column to learn, blog, wine 101 and recipes', () => {
    expect(hrefsIn(column('Learn'))).toEqual(['/learn', '/blog', '/learn/wine-101', '/recipes']);
  });

  it('links the Shop column to all products', () => {
    expect(hrefsIn(column('Shop'))).toContain('/collection/all');
  });

  it('offers the referral as "Get $35 Off"', () => {
    expect(html).toMatch(/<a href="\/refer"[^>]*>Get \$35 Off<\/a>/);
  });

  it('opens external links in a new tab and says so', () => {
    expect(column('Visit')).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"[^>]*>Reservations<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
  });

  it('reports each menu link click as footerMenuClick with its label and column (content spec 7)', () => {
    expect(column('Club')).toContain('<a href="/club" data-layer-event="footerMenuClick" data-layer-value="Wine Society" data-layer-section="Club">Wine Society</a>');
    const links = [...html.matchAll(/<nav[\s\S]*?<\/nav>/g)].join('').match(/<a /g) ?? [];
    const reported = [...html.matchAll(/<nav[\s\S]*?<\/nav>/g)].join('').match(/data-layer-event="footerMenuClick"/g) ?? [];
    expect(reported.length).toBe(links.length);
  });

  it('has the consent preferences control in Support', () => {
    expect(column('Support')).toContain('Do Not Sell or Share My Personal Information');
  });

  it('has the STAY IN TOUCH sign-up with its legal text', () => {
    expect(html).toMatch(/<h2 class="footer__heading" id="newsletter-title">STAY IN TOUCH<\/h2>/);
    expect(text).toContain('Yes, I would like to subscribe to updates from Triangle Ridge Winery.*');
  });

  it('links to exactly four social networks, each named for screen readers', () => {
    const social = /<ul class="site-footer__social">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    const labels = [...social.matchAll(/<a [^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(labels).toHaveLength(4);
    for (const label of labels) expect(label).toMatch(/^Triangle Ridge Winery on \w+/);
    expect(hrefsIn(social).every((href) => href?.startsWith('https://'))).toBe(true);
  });

  it("draws each network's mark from one cached sprite, not from an SVG in every page nor a data: URI", () => {
    const social = /<ul class="site-footer__social">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(social).not.toContain('<svg');
    const sheet = readFileSync(new URL('../icons/social.css', import.meta.url), 'utf8');
    expect(sheet).not.toContain('url("data:');
    expect(sheet).toContain('mask: url("./social.svg") 0 0 / 400% 100% no-repeat;');
    const sprite = readFileSync(new URL('../icons/social.svg', import.meta.url), 'utf8');
    expect(sprite).toContain('viewBox="0 0 96 24"');
    expect(sprite.match(/<path /g)).toHaveLength(SOCIAL_LINKS.length);
    for (const { network } of SOCIAL_LINKS) {
      const icon = `social-icon--${network.toLowerCase()}`;
      expect(social).toContain(`<span class="social-icon ${icon}" aria-hidden="true"></span>`);
      expect(sheet).toMatch(new RegExp(`\\.${icon} \\{ mask-position: [\\d.]+%? 0; \\}`));
    }
  });

  it('shows the given year in the copyright line', () => {
    expect(text).toContain('© 2031 Triangle Ridge Winery.');
  });
});
