// When the islands' code is asked for: after the page's first frame, so that on a phone's slow
// connection it never shares the line, or the main thread, with what that frame needs.
//
// A visible page always gets its frame, so it waits for nothing else: a timer beside the frame
// fired first whenever the browser's first frame came late (here, Chromium's first paint ~1 s
// after the load on a busy machine), and the code then ran ahead of the paint, where Lighthouse
// counts it in the largest contentful paint (docs/performance.md, "Lighthouse"). A page in a
// background tab (or being prerendered) gets no frames: there a timer starts it, as it does
// when a visible page is hidden before its frame came.

/** What the scheduling reads of the browser; the page's own globals in the entry, a stand-in in the test. */
export type FrameClock = {
  requestAnimationFrame(callback: () => void): void;
  setTimeout(callback: () => void, ms: number): void;
  hidden(): boolean;
  onHidden(callback: () => void): void;
};

/** How long a page without frames waits before it starts anyway. */
export const HIDDEN_PAGE_DELAY_MS = 250;

/** Calls `start` once: after the first frame (a frame, then a task: that frame has been painted by then), or on a timer while hidden. */
export function afterFirstFrame(start: () => void, clock: FrameClock): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  clock.requestAnimationFrame(() => clock.setTimeout(once, 0));
  const whileHidden = () => clock.setTimeout(once, HIDDEN_PAGE_DELAY_MS);
  if (clock.hidden()) whileHidden();
  else clock.onHidden(whileHidden);
}

/** The browser's clock. */
export function browserClock(): FrameClock {
  return {
    requestAnimationFrame: (callback) => requestAnimationFrame(callback),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    hidden: () => document.visibilityState === 'hidden',
    onHidden: (callback) => {
      const listener = () => {
        if (document.visibilityState !== 'hidden') return;
        document.removeEventListener('visibilitychange', listener);
        callback();
      };
      document.addEventListener('visibilitychange', listener);
    },
  };
}
