import { describe, expect, it } from 'vitest';
import { isTrackingPixel } from './tracking-pixels.ts';

describe("Builder's tracking pixel", () => {
  it('is known by its block id or its address', () => {
    expect(isTrackingPixel('builder-pixel-3k2j', 'https://example.com/x.gif')).toBe(true);
    expect(isTrackingPixel('img-1', 'https://cdn.builder.io/api/v1/pixel?apiKey=abc')).toBe(true);
    expect(isTrackingPixel('img-1', 'https://cdn.builder.io/api/v1/pixel')).toBe(true);
  });

  it('is not any other image', () => {
    expect(isTrackingPixel('img-1', 'https://cdn.builder.io/api/v1/image/assets%2Fk%2Fabc')).toBe(false);
    expect(isTrackingPixel(null, 'https://cdn.builder.io/api/v1/pixelated.png')).toBe(false);
    expect(isTrackingPixel(undefined, undefined)).toBe(false);
  });
});
