import { describe, expect, it } from 'vitest';
import { negotiatedFormat, parseTransformOptions } from './options.ts';

describe('parseTransformOptions', () => {
  it('reads full and abbreviated names', () => {
    expect(parseTransformOptions('width=640,quality=75,format=auto,fit=scale-down,onerror=redirect')).toEqual({
      ok: true,
      options: { width: 640, quality: 75, format: 'auto', fit: 'scale-down', onerror: 'redirect' },
    });
    expect(parseTransformOptions('w=80,h=40,q=low,f=webp,g=auto')).toEqual({ ok: true, options: { width: 80, height: 40, quality: 'low', format: 'webp', gravity: 'auto' } });
  });
  it('refuses an unknown option, a bad value, a missing value and no option at all', () => {
    expect(parseTransformOptions('size=640')).toEqual({ ok: false, message: 'unknown option: size' });
    expect(parseTransformOptions('width=abc')).toEqual({ ok: false, message: 'width must be a whole number of pixels or auto' });
    expect(parseTransformOptions('quality=101')).toEqual({ ok: false, message: 'quality must be 1 to 100' });
    expect(parseTransformOptions('fit=stretch')).toMatchObject({ ok: false });
    expect(parseTransformOptions('width')).toEqual({ ok: false, message: '"width" is not name=value' });
    expect(parseTransformOptions('')).toMatchObject({ ok: false });
    expect(parseTransformOptions('width=1, quality=2')).toMatchObject({ ok: false });
  });
  it('accepts the options the stand-in does not act on', () => {
    expect(parseTransformOptions('width=64,metadata=none,sharpen=1')).toMatchObject({ ok: true });
  });
});

describe('negotiatedFormat', () => {
  it('prefers AVIF, then WebP, from the Accept header', () => {
    expect(negotiatedFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiatedFormat('image/webp,*/*')).toBe('webp');
    expect(negotiatedFormat('image/png,*/*')).toBeNull();
    expect(negotiatedFormat(null)).toBeNull();
  });
});
