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

  it('remembers what it encoded, sharing the bytes of chunks React copies', () => {
    const encoder = new ReactTextEncoder();
    expect(encoder.encode('aria-label')).toBe(encoder.encode('aria-label'));
    const fragment = `<footer>${'Triangle Ridge · '.repeat(100)}</footer>`; // non-ASCII, under 4 kB
    expect(encoder.encode(fragment)).toBe(encoder.encode(fragment));
  });

  it('gives a fresh copy of a chunk over 4 kB, which React hands over to the stream', () => {
    const encoder = new ReactTextEncoder();
    const footer = `<footer>${'<a href="/visit">Visit</a>'.repeat(400)}</footer>`;
    const first = encoder.encode(footer);
    expect(first.byteLength).toBeGreaterThan(4096);
    // Handing a chunk to a byte stream detaches its buffer, as React's stream does.
    structuredClone(first, { transfer: [first.buffer] });
    expect(first.byteLength).toBe(0);
    const second = encoder.encode(footer);
    expect(second).not.toBe(first);
    expect(second).toEqual(native.encode(footer));
  });

  it("encodes a collection's whole list of cards (over 100 kB) once, and gives a fresh copy each time", () => {
    const encoder = new ReactTextEncoder();
    const list = `<li>${'<article class="product-card">Rosé · Estate</article>'.repeat(2400)}</li>`;
    expect(list.length).toBeGreaterThan(100 * 1024);
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    try {
      const first = encoder.encode(list);
      const second = encoder.encode(list);
      expect(encode).toHaveBeenCalledTimes(1);
      expect(second).not.toBe(first);
      expect(second).toEqual(native.encode(list));
    } finally {
      encode.mockRestore();
    }
  });

  it("is the global encoder only inside the window around React's module", () => {
    const before = globalThis.TextEncoder;
    openReactEncoderWindow();
    const captured = new TextEncoder();
    closeReactEncoderWindow();
    expect(captured).toBeInstanceOf(ReactTextEncoder);
    expect(globalThis.TextEncoder).toBe(before);
    expect(new TextEncoder()).not.toBeInstanceOf(ReactTextEncoder);
  });

  it('warns on the Workers runtime when nothing was created inside the window', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', { userAgent: 'Cloudflare-Workers' });
    openReactEncoderWindow();
    closeReactEncoderWindow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside the encoder window'));
    vi.unstubAllGlobals();
    warn.mockRestore();
  });
});
