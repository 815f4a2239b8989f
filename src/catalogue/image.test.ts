import { describe, expect, it } from 'vitest';
import { cardImageSrc, NO_IMAGE } from './image.ts';

describe('cardImageSrc', () => {
  it('swaps /original/ for /medium/ on commerce-host images', () => {
    expect(cardImageSrc('https://images.commerce7.com/triangle-ridge/images/original/iso-2021.png')).toBe('https://images.commerce7.com/triangle-ridge/images/medium/iso-2021.png');
  });
  it('keeps local images as they are', () => {
    expect(cardImageSrc('/images/products/bottle-isosceles.svg')).toBe('/images/products/bottle-isosceles.svg');
  });
  it('falls back to the no-image placeholder', () => {
    expect(cardImageSrc(null)).toBe(NO_IMAGE);
    expect(cardImageSrc('')).toBe('/images/no-image.jpeg');
  });
});
