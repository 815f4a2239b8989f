import { describe, expect, it } from 'vitest';
import { isLinkActive, MAIN_LINKS } from './navigation.ts';

const link = (label: string) => MAIN_LINKS.find((l) => l.label === label)!;

describe('main navigation active rules', () => {
  it('marks Shop active on collection and product paths', () => {
    expect(isLinkActive(link('Shop'), '/collection/red-wines')).toBe(true);
    expect(isLinkActive(link('Shop'), '/product/isosceles-2021')).toBe(true);
    expect(isLinkActive(link('Shop'), '/club')).toBe(false);
  });
  it('marks Club active on /club and /wine-society', () => {
    expect(isLinkActive(link('Club'), '/club')).toBe(true);
    expect(isLinkActive(link('Club'), '/wine-society')).toBe(true);
  });
  it('marks Learn active on learn, blog, recipe and virtual tasting paths', () => {
    for (const path of ['/learn', '/learn/wine-101', '/blog', '/recipes', '/virtual-tastings']) {
      expect(isLinkActive(link('Learn'), path)).toBe(true);
    }
    expect(isLinkActive(link('Learn'), '/visit')).toBe(false);
  });
});
