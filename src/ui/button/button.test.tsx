import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button.tsx';

describe('ButtonLink names', () => {
  it('reads a generic text with the editor’s description as hidden words, keeping the text visible', () => {
    const html = renderToString(
      <ButtonLink href="/club" ariaLabel="Learn more about the Wine Society">
        Learn More
      </ButtonLink>,
    );
    expect(html).toBe('<a class="btn btn--red" href="/club">Learn More<span class="visually-hidden"> about the Wine Society</span></a>');
  });

  it('never gives an accessible name that leaves out the visible text', () => {
    const html = renderToString(
      <ButtonLink href="/join?club=6-bottle-red-wines" ariaLabel="Join the Red Wines Club, 6 bottles">
        Join Now
      </ButtonLink>,
    );
    expect(html).toContain('aria-label="Join Now: Join the Red Wines Club, 6 bottles"');
  });

  it('has no aria-label when the editor gave none', () => {
    expect(renderToString(<ButtonLink href="/visit">Plan a Visit</ButtonLink>)).not.toContain('aria-label');
  });
});
