// The selectors the build reads from a block folder's CSS: the classes each needs written
// before it can apply, which decide the folders a block's page carries (block-styles.mjs).
import { describe, expect, it } from 'vitest';
import { selectorsOf } from './block-styles.mjs';

describe("a style sheet's selectors, as the classes each needs", () => {
  it('names every class of a compound and its ancestors, once per selector of a list', () => {
    expect(selectorsOf('.hero .headline__text, .hero--dark.hero { color: red }')).toEqual([
      ['hero', 'headline__text'],
      ['hero--dark', 'hero'],
    ]);
  });

  it('leaves out what need not be written: classes under :not(), and the alternatives of :is() and :where()', () => {
    expect(selectorsOf('.text-block--white :is(.btn--underline, .btn--link):hover { color: white }')).toEqual([['text-block--white']]);
    expect(selectorsOf(':where(.text-block--gold) .text-block__headline, a:not(.btn) { color: gold }')).toEqual([['text-block__headline'], []]);
  });

  it('reads rules inside at-rules, and no selector in comments, strings, url()s or keyframe steps', () => {
    const css = '/* .commented */ @media (min-width: 768px) { .spacer { height: 2rem } } .x::after { content: ".quoted" } @keyframes rise { from { transform: none } 50% { opacity: 1 } }';
    expect(selectorsOf(css)).toEqual([['spacer'], ['x'], [], []]);
  });
});
