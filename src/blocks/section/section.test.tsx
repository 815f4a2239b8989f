// Storefront spec 9 breakpoints 1440 (1920): Builder's default section width follows the site's content column.
import { describe, expect, it } from 'vitest';
import { sectionWidth } from './section.tsx';

describe('Section width on wide screens (storefront spec 9, breakpoints)', () => {
  it('Builder’s default 1200 follows the content column; a width an editor chose is kept', () => {
    expect(sectionWidth(1200)).toBe('var(--content-width)');
    expect(sectionWidth(880)).toBe(880);
    expect(sectionWidth(1440)).toBe(1440);
  });
});
