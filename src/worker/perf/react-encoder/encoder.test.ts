import { describe, expect, it, vi } from 'vitest';
import { closeReactEncoderWindow, openReactEncoderWindow, ReactTextEncoder } from './encoder.ts';

const native = new TextEncoder();

describe('ReactTextEncoder', () => {
  it('gives the same bytes as the runtime encoder for every kind of string', () => {
    const encoder = new ReactTextEncoder();
    const samples = ['', 'class', 'product-card__title', 'Rosé — “Estate” 750 ml', '🍷', 'x'.repeat(97), `${'a'.repeat(96)}é`];
    for (const sample of samples) {
      expect(encoder.encode(sample)).toEqual(native.encode(sample));
      // Asked again (now remembered), still the same bytes.
      expect(encoder.encode(sample)).toEqual(native.encode(sample));
    }
  });

  it('remembers short strings and does not remember long ones', () => {
    const encoder = new ReactTextEncoder();
    expect(encoder.encode('aria-label')).toBe(encoder.encode('aria-label'));
    const long = 'y'.repeat(200);
    expect(encoder.encode(long)).not.toBe(encoder.encode(long));
  });

  it('is the global encoder only inside the window around React\'s module', () => {
    const before = globalThis.TextEncoder;
    openReactEncoderWindow();
    const captured = new TextEncoder();
    closeReactEncoderWindow();
    expect(captured).toBeInstanceOf(ReactTextEncoder);
    expect(globalThis.TextEncoder).toBe(before);
    expect(new TextEncoder()).not.toBeInstanceOf(ReactTextEncoder);
  });

  it('warns when nothing was created inside the window', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openReactEncoderWindow();
    closeReactEncoderWindow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside the encoder window'));
    warn.mockRestore();
  });
});
