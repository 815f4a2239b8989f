// When the islands' code is asked for (src/client/after-first-paint.ts): stand-in signals the
// test fires by hand and a fake clock, as a browser whose first paint reaches the screen late
// would give them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, HIDDEN_PAGE_DELAY_MS, NO_PAINT_ENTRY_DELAY_MS, type PaintSignals } from './after-first-paint.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function standIn({ hidden = false, paintTiming = true, parsed = true } = {}) {
  const frames: Array<() => void> = [];
  const paints: Array<() => void> = [];
  const parseListeners: Array<() => void> = [];
  const hiddenListeners: Array<() => void> = [];
  const signals: PaintSignals = {
    onFrame: (callback) => frames.push(callback),
    onFirstContentfulPaint: (callback) => {
      if (paintTiming) paints.push(callback);
      return paintTiming;
    },
    onParsed: (callback) => {
      if (parsed) callback();
      else parseListeners.push(callback);
    },
    onHidden: (callback) => {
      if (hidden) callback();
      hiddenListeners.push(callback);
    },
  };
  let started = 0;
  afterFirstPaint(() => started++, signals);
  return {
    started: () => started,
    frame: () => frames.splice(0).forEach((callback) => callback()),
    paint: () => paints.splice(0).forEach((callback) => callback()),
    parse: () => parseListeners.splice(0).forEach((callback) => callback()),
    hide: () => hiddenListeners.forEach((listener) => listener()),
  };
}

describe('the islands code of a visible page', () => {
  it('is not asked for before the first paint is on screen, however late it comes: not on a timer, not after the first frame alone', () => {
    const page = standIn();
    vi.advanceTimersByTime(2000);
    expect(page.started()).toBe(0);
    // The first frame began; its paint reaches the screen a second later.
    page.frame();
    vi.advanceTimersByTime(1000);
    expect(page.started()).toBe(0);
  });

  it('is asked for once, in a task two frames after the first contentful paint (the parser may have left text for the next frame)', () => {
    const page = standIn();
    page.frame();
    page.paint();
    vi.advanceTimersByTime(0);
    expect(page.started()).toBe(0);
    // The frame that paints what the parser added after the first paint, then the one after it.
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.started()).toBe(0);
    page.frame();
    expect(page.started()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(page.started()).toBe(1);
    page.hide();
    vi.runAllTimers();
    expect(page.started()).toBe(1);
  });

  it('when the first paint came before the parser was done, waits for the document to be parsed and two frames more', () => {
    const page = standIn({ parsed: false });
    page.frame();
    page.paint();
    page.frame();
    page.frame();
    vi.advanceTimersByTime(100);
    expect(page.started()).toBe(0);
    page.parse();
    page.frame();
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.started()).toBe(1);
  });

  it('starts a while after its first frame when no paint entry comes', () => {
    const page = standIn();
    page.frame();
    vi.advanceTimersByTime(NO_PAINT_ENTRY_DELAY_MS - 1);
    expect(page.started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.started()).toBe(1);
  });

  it('where the browser has no paint timing, starts in a task after the first frame', () => {
    const page = standIn({ paintTiming: false });
    vi.advanceTimersByTime(2000);
    expect(page.started()).toBe(0);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.started()).toBe(1);
  });

  it('starts on a timer when the page is hidden before its first paint', () => {
    const page = standIn();
    page.hide();
    vi.advanceTimersByTime(HIDDEN_PAGE_DELAY_MS);
    expect(page.started()).toBe(1);
  });
});

describe('the islands code of a page in a background tab', () => {
  it('starts on a timer, with no frame', () => {
    const page = standIn({ hidden: true });
    vi.advanceTimersByTime(HIDDEN_PAGE_DELAY_MS);
    expect(page.started()).toBe(1);
    page.frame();
    page.paint();
    vi.runAllTimers();
    expect(page.started()).toBe(1);
  });
});
