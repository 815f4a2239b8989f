// Without a browser tokeniser (production: Commerce7 documents none) the join hands the
// card step to the platform's hosted club sign-up: its widget element for the club's slug
// and its script, nonced for the page's CSP.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HostedClubSignup } from './join.tsx';

describe('the hosted club sign-up', () => {
  it("renders the platform widget's join element for the club and its script for the tenant", () => {
    const html = renderToStaticMarkup(
      <HostedClubSignup
        clubSlug="6-bottle-red-wines"
        scriptUrl="https://cdn.commerce7.com/v2/commerce7.js"
        styleUrl="https://cdn.commerce7.com/v2/commerce7.css"
        tenant="triangle-ridge"
        nonce="abc"
      />,
    );
    expect(html).toContain('<div class="c7-club-join-button" data-club-slug="6-bottle-red-wines" data-join-text="Join Now" data-edit-text="Edit Membership"></div>');
    expect(html).toContain('href="https://cdn.commerce7.com/v2/commerce7.css"');
    // /join is the store's page: the widget's sign-up happens on its club route, not here.
    expect(html).not.toContain('c7-content');
    expect(html).toContain('<script src="https://cdn.commerce7.com/v2/commerce7.js" id="c7-javascript" data-tenant="triangle-ridge" nonce="abc" defer=""></script>');
    expect(html).not.toMatch(/card number/i);
  });
});
