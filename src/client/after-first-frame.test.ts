// When the islands' code is asked for (src/client/after-first-frame.ts): a stand-in clock whose
// frames and timers the test runs by hand, as a browser whose first frame comes late would.
import { describe, expect, it } from 'vitest';
import { afterFirstFrame, type FrameClock, HIDDEN_PAGE_DELAY_MS } from './after-first-frame.ts';

function standInClock(hidden: boolean) {
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const hiddenListeners: Array<() => void> = [];
  const clock: FrameClock = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    hidden: () => hidden,
    onHidden: (callback) => hiddenListeners.push(callback),
  };
  return {
    clock,
    /** Every timer asked for so far runs, however long it asked to wait (the first frame is later still). */
    runTimers() {
      for (const timer of timers.splice(0)) timer.callback();
    },
    frame() {
      for (const callback of frames.splice(0)) callback();
    },
    hide() {
      for (const listener of hiddenListeners.splice(0)) listener();
    },
    timers,
  };
}

describe('the islands code of a visible page', () => {
  it('is not asked for before the first frame, however late that frame comes', () => {
    const page = standInClock(false);
    let started = 0;
    afterFirstFrame(() => started++, page.clock);
    page.runTimers();
    page.runTimers();
    expect(started).toBe(0);
  });

  it('is asked for once, in a task after the first frame', () => {
    const page = standInClock(false);
    let started = 0;
    afterFirstFrame(() => started++, page.clock);
    page.frame();
    expect(started).toBe(0);
    page.runTimers();
    expect(started).toBe(1);
    page.hide();
    page.runTimers();
    expect(started).toBe(1);
  });

  it('starts on a timer when the page is hidden before its first frame', () => {
    const page = standInClock(false);
    let started = 0;
    afterFirstFrame(() => started++, page.clock);
    page.hide();
    expect(page.timers.map((timer) => timer.ms)).toEqual([HIDDEN_PAGE_DELAY_MS]);
    page.runTimers();
    expect(started).toBe(1);
  });
});

describe('the islands code of a page in a background tab', () => {
  it('starts on a timer, with no frame', () => {
    const page = standInClock(true);
    let started = 0;
    afterFirstFrame(() => started++, page.clock);
    page.runTimers();
    expect(started).toBe(1);
    page.frame();
    page.runTimers();
    expect(started).toBe(1);
  });
});
