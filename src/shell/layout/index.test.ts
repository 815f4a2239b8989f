import { describe, expect, it } from 'vitest';
import { layoutFor } from './index.ts';

describe('layoutFor', () => {
  it.each(['/profile', '/profile/login', '/checkout', '/club/4-bottle-red-wines'])('hides the footer and loads the extra styles on %s', (path) => {
    expect(layoutFor(path)).toMatchObject({ showFooter: false, extraStyles: true });
  });

  it.each(['/', '/club', '/collection/all', '/visit'])('shows the footer without extra styles on %s', (path) => {
    expect(layoutFor(path)).toMatchObject({ showFooter: true, extraStyles: false });
  });

  it('loads the consent-management script by path everywhere: the checkout page leaves it out itself', () => {
    for (const path of ['/', '/profile', '/club/4-bottle-red-wines', '/product/isosceles-2021']) {
      expect(layoutFor(path).loadConsentScript).toBe(true);
    }
  });
});
