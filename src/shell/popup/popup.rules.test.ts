import { describe, expect, it } from 'vitest';
import { popupStyle, withTitleId } from './popup.rules.ts';

describe('the dialog title', () => {
  it('is the first heading the editor wrote', () => {
    expect(withTitleId('<p class="eyebrow">List</p><h2 class="x">10% off</h2><h3>More</h3>')).toEqual({
      html: '<p class="eyebrow">List</p><h2 id="popup-title" class="x">10% off</h2><h3>More</h3>',
      titled: true,
    });
  });
  it('says when there is no heading', () => {
    expect(withTitleId('<p>Hello</p>')).toEqual({ html: '<p>Hello</p>', titled: false });
  });
});

describe('the dialog size', () => {
  it('is the editor width and height, never wider or taller than the screen', () => {
    expect(popupStyle({ maxWidth: 600, minHeight: 550, backgroundImage: null })).toEqual({
      maxWidth: 'min(600px, calc(100vw - 2rem))',
      minHeight: 'min(550px, calc(100dvh - 2rem))',
    });
    expect(popupStyle({ maxWidth: 300, minHeight: 0, backgroundImage: { src: '/images/harvest.svg' } }).backgroundImage).toBe('url("/images/harvest.svg")');
  });
});
