import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AgeGate } from './age-gate.tsx';

describe('AgeGate', () => {
  const html = renderToString(<AgeGate brandName="Triangle Ridge Winery" returnTo="/collection/red-wines" />);

  it('asks visitors to confirm they are at least 21', () => {
    expect(html).toContain('By entering this website you are confirming that you are at least 21 years of age.');
    expect(html).toMatch(/<button type="submit"[^>]*>Yes, I am at least 21 years of age<\/button>/);
  });

  it('is an open dialog named by its title before any script runs', () => {
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="age-gate-title"[^>]*open=""/);
    expect(html).toContain('id="age-gate-title"');
  });

  it('posts the answer to /age-gate so it works without script, returning to the page', () => {
    const form = /<form[^>]*>[\s\S]*<\/form>/.exec(html)?.[0] ?? '';
    const formTag = /<form[^>]*>/.exec(form)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/age-gate"');
    expect(form).toContain('<input type="hidden" name="returnTo" value="/collection/red-wines"/>');
    expect(form).toContain('Yes, I am at least 21 years of age');
  });
});
