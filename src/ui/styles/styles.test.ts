// Rules the style sheets must keep for accessibility: the gold used for small text reads
// at AA (4.5:1) on every light surface, and reveal animations move content without
// fading it (text at partial opacity fails contrast for audit tools and for readers
// whose browser has not run the animation).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const tokens = css('ui/styles/tokens.css');
const token = (name: string) => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`no --${name} token`);
  return value;
};

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('colour tokens', () => {
  it('gold text reads at 4.5:1 or more on cream, paper and white, and white reads on gold', () => {
    for (const surface of ['cream', 'paper', 'white']) {
      expect(contrast(token('gold'), token(surface)), `gold on ${surface}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token('gold-text'), token(surface)), `gold-text on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token('white'), token('gold'))).toBeGreaterThanOrEqual(4.5);
  });

  it('muted text reads at 4.5:1 or more on cream', () => {
    expect(contrast(token('muted'), token('cream'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the focus ring', () => {
  it('is 3:1 or more against the light surfaces (red) and the dark ones (white)', () => {
    const base = css('ui/styles/base.css');
    expect(base).toMatch(/:focus-visible \{ outline: 2px solid var\(--focus-ring\)/);
    expect(tokens).toMatch(/--focus-ring: var\(--red\)/);
    for (const surface of ['cream', 'paper', 'white']) expect(contrast(token('red'), token(surface)), `red ring on ${surface}`).toBeGreaterThanOrEqual(3);
    expect(base).toMatch(/\.site-footer,[^{]*\.bg-gray[^{]*\{ --focus-ring: var\(--white\); \}/);
    for (const surface of ['gray', 'red', 'gold', 'black']) expect(contrast(token('white'), token(surface)), `white ring on ${surface}`).toBeGreaterThanOrEqual(3);
  });
});

describe('skip links', () => {
  it('are clipped out of sight until focused, wherever they sit', () => {
    const rule = /\.skip-link:not\(:focus\)\s*\{([^}]*)\}/.exec(css('ui/styles/base.css'))?.[1] ?? '';
    expect(rule).toMatch(/clip-path:\s*inset\(50%\)/);
    expect(rule).toMatch(/width:\s*1px/);
  });
});

describe('reveal animations keep text opaque', () => {
  const rule = (source: string, selector: RegExp) => selector.exec(source)?.[1] ?? '';

  it('a product card waiting for its reveal only sits lower; it is not faded', () => {
    const cardCss = css('catalogue/product-card/product-card.css');
    const pending = rule(cardCss, /\.reveal-pending\s*\{([^}]*)\}/);
    expect(pending).toContain('transform');
    expect(pending).not.toMatch(/opacity/);
    expect(rule(cardCss, /\.product-card\s*\{([^}]*)\}/)).not.toMatch(/opacity/);
  });

  it('the text block’s and the hero’s entrance animations move without fading', () => {
    expect(rule(css('blocks/text-block/text-block.css'), /@keyframes text-block-reveal\s*\{([^@]*?\}\s*)\}/)).not.toMatch(/opacity/);
    expect(rule(css('blocks/hero/hero.css'), /@keyframes hero-rise\s*\{([^@]*?\}\s*)\}/)).not.toMatch(/opacity/);
    expect(css('blocks/text-block/text-block.css')).toMatch(/@keyframes text-block-reveal/);
    expect(css('blocks/hero/hero.css')).toMatch(/@keyframes hero-rise/);
  });
});
