// When the islands' code is asked for: after the page's first contentful paint has reached the
// screen, and the frame after it has been painted, so that on a phone's slow connection it never
// shares the line, or the main thread, with what those paints need.
//
// The first paint may come while the document is still being parsed: Chromium painted the
// consent banner and the header 58 ms before the club page's text below them, and the islands'
// code, asked for between the two, was the last request on Lighthouse's path to LCP (the
// largest paint was the second). So the code waits for the document to be parsed as well (the
// entry is an async module, which may run before that), and then two frames: by the second,
// whatever the parser had left has been painted.
//
// A frame is not enough: on a busy machine Chromium began the first frame ~1 s after the load
// and put it on screen ~1 s after that (traces in docs/performance.md, "Lighthouse"), and code
// asked for after the frame, or on a timer beside it, ran ahead of the paint, where Lighthouse
// counts it in the largest contentful paint. The paint timing entry comes when the frame was
// shown. Where the browser has no paint timing, a frame and then a task stand in for it (that
// frame has been painted by the time the task runs); a page whose paint entry never comes
// starts a while after its first frame. A page in a background tab (or being prerendered) gets
// no frames: there a timer starts it, as it does when a visible page is hidden first.

/** What the scheduling hears from the browser: the page's own in the entry, a stand-in in the test. */
export type PaintSignals = {
  /** Calls back at the next frame (requestAnimationFrame). */
  onFrame(callback: () => void): void;
  /** Calls back once the first contentful paint is on screen (at once if it already is); false where the browser does not tell. */
  onFirstContentfulPaint(callback: () => void): boolean;
  /** Calls back once the document has been parsed (at once if it has: DOMContentLoaded). */
  onParsed(callback: () => void): void;
  /** Calls back when the page is hidden (at once if it is; again each time it is hidden). */
  onHidden(callback: () => void): void;
};

/** How long a page without frames waits before it starts anyway. */
export const HIDDEN_PAGE_DELAY_MS = 250;
/** How long after its first frame a visible page waits for a paint entry that has not come. */
export const NO_PAINT_ENTRY_DELAY_MS = 3000;

/**
 * Calls `start` once, in a task: two frames after the first contentful paint and the end of
 * parsing (or, without paint timing, after the first frame), or on a timer while hidden.
 */
export function afterFirstPaint(start: () => void, signals: PaintSignals): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const after = (ms: number) => () => setTimeout(once, ms);
  const twoFramesOn = () => signals.onFrame(() => signals.onFrame(after(0)));
  const told = signals.onFirstContentfulPaint(() => signals.onParsed(twoFramesOn));
  signals.onFrame(after(told ? NO_PAINT_ENTRY_DELAY_MS : 0));
  signals.onHidden(after(HIDDEN_PAGE_DELAY_MS));
}

/** The browser's signals. */
export const browserSignals: PaintSignals = {
  onFrame: (callback) => requestAnimationFrame(callback),
  onFirstContentfulPaint: (callback) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
    // A page has one first contentful paint: the observer, left connected, hears nothing more.
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && callback()).observe({ type: 'paint', buffered: true });
    return true;
  },
  // DOMContentLoaded bubbles to the window, and comes once.
  onParsed: (callback) => (document.readyState === 'loading' ? addEventListener('DOMContentLoaded', callback) : callback()),
  onHidden: (callback) => {
    const ifHidden = () => document.visibilityState === 'hidden' && callback();
    ifHidden();
    document.addEventListener('visibilitychange', ifHidden);
  },
};
