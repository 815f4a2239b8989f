// Storefront spec section 3 "Allocation" (label, tooltip title, description, url, url title,
// cta title, cta url) and section 6: the members-only prompt, "Members Exclusive" with a
// "Join Now" button, filled with the product's own words where its entry sets them.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Allocation } from './allocation.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Allocation (storefront spec 3): the members-only prompt', () => {
  it('shows the product’s tooltip title as a disclosure holding its description and its link with its URL title', () => {
    const html = renderToString(
      <Allocation
        joinUrl="/join"
        label="Allocation Only"
        description="Two acres, a few hundred cases."
        extras={{ tooltipTitle: 'How allocations work', url: '/wine-society', urlTitle: 'About the Wine Society' }}
      />,
    );
    expect(html).toMatch(/<details class="allocation__tooltip"><summary class="allocation__tooltip-title">How allocations work<\/summary>/);
    const inside = /<details[\s\S]*<\/details>/.exec(html)?.[0] ?? '';
    expect(inside).toContain('Two acres, a few hundred cases.');
    expect(inside).toContain('<a class="allocation__link" href="/wine-society">About the Wine Society</a>');
    expect(text(html)).toContain('Join Now');
  });

  it('keeps the tooltip in the compact prompt of a product card', () => {
    const html = renderToString(<Allocation joinUrl="/join" description="Members only." extras={{ tooltipTitle: 'Why?', url: '/club' }} compact />);
    expect(html).toContain('<summary class="allocation__tooltip-title">Why?</summary>');
    expect(html).toContain('Members only.');
    // A URL without a title reads "Learn more" (spec 9's default), saying about what to a screen reader.
    expect(html).toContain('<a class="allocation__link" href="/club">Learn more<span class="visually-hidden"> about Members Exclusive</span></a>');
  });

  it('shows the link without a tooltip when the entry gives a URL but no tooltip title', () => {
    const html = renderToString(<Allocation joinUrl="/join" description="Members only." extras={{ url: '/club', urlTitle: 'See the clubs' }} />);
    expect(html).not.toContain('<details');
    expect(html).toContain('<p class="allocation__description">Members only.</p>');
    expect(html).toContain('href="/club">See the clubs</a>');
  });

  it('without the product’s words is the spec’s default: "Members Exclusive" and "Join Now", no tooltip, no link', () => {
    const html = renderToString(<Allocation joinUrl="/join" />);
    expect(text(html)).toBe('Members Exclusive Join Now');
    expect(html).not.toContain('<details');
    expect(html).not.toContain('allocation__link');
  });
});
