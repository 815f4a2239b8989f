// Which islands the entry asks for at load and which it leaves to the core (when they near the
// viewport or are first used): the entry carries file names only for the islands some page
// hydrates at load.
import { describe, expect, it } from 'vitest';
import { deferredIsland, hydratesAtLoadSometimes } from './attributes.ts';

describe('deferredIsland', () => {
  it('leaves the newsletter sign-up for when it nears the viewport, and the add-to-cart and login forms for their first use', () => {
    for (const name of ['newsletter-signup', 'add-to-cart', 'login-page']) expect(deferredIsland(name, '?topic=wholesale'), name).toBe(true);
  });

  it('hydrates a form block at load only where the query picks its topic, and every other island at load', () => {
    expect(deferredIsland('form-block', '')).toBe(true);
    expect(deferredIsland('form-block', '?topic=events')).toBe(false);
    expect(deferredIsland('club-hero', '')).toBe(false);
  });
});

describe('hydratesAtLoadSometimes', () => {
  it('is false only for the islands no page hydrates at load', () => {
    expect(['newsletter-signup', 'add-to-cart', 'login-page', 'form-block', 'club-hero', 'faq'].filter(hydratesAtLoadSometimes)).toEqual(['form-block', 'club-hero', 'faq']);
  });
});
