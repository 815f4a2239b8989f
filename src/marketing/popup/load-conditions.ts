// When a pop-up opens (content spec section 4, "Pop-up loading"; limits of section 9):
// Default at once; Scroll once the page is scrolled to the threshold (default 50 %);
// Delay after delayTime ms; Exit Intent on a desktop when the page is hidden or the
// pointer comes within 50 px of the top, on a phone when the visitor scrolls up faster
// than speed 7. The browser feeds these measurements; the decisions are here.

export const DEFAULT_SCROLL_THRESHOLD = 50;
export const MIN_SCROLL_THRESHOLD = 1;
export const MAX_SCROLL_THRESHOLD = 100;
/** Spec section 9: "exit zone 50px". */
export const EXIT_ZONE_PX = 50;
/** Spec section 9: "mobile speed 7". */
export const MOBILE_EXIT_SPEED = 7;
/**
 * Speed is pixels scrolled up per frame at 60 Hz (16.7 ms), measured between two scroll
 * events, so it does not depend on how often the browser sends them: 7 is about 420 px/s.
 */
export const FRAME_MS = 1000 / 60;
/** Scroll events further apart than this are two gestures: the later one starts a new measurement. */
export const GESTURE_GAP_MS = 100;

export type ScrollMetrics = { scrollY: number; viewportHeight: number; documentHeight: number };

/** How far down the page is scrolled, 0 to 100; a page that does not scroll is seen whole (100). */
export function scrollPercent({ scrollY, viewportHeight, documentHeight }: ScrollMetrics): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

export const scrollReached = (metrics: ScrollMetrics, threshold: number) => scrollPercent(metrics) >= threshold;

/** Desktop exit intent: the pointer moved from below the zone into the top 50 px. */
export function enteredExitZone(previousY: number | null, y: number): boolean {
  return previousY !== null && previousY > EXIT_ZONE_PX && y <= EXIT_ZONE_PX;
}

export type ScrollSample = { y: number; time: number };

/** Upward speed between two scroll samples (0 when scrolling down, or when they are two gestures). */
export function upwardSpeed(previous: ScrollSample | null, next: ScrollSample): number {
  if (!previous) return 0;
  const elapsed = next.time - previous.time;
  if (elapsed > GESTURE_GAP_MS) return 0;
  const up = previous.y - next.y;
  if (up <= 0) return 0;
  return (up / Math.max(elapsed, 1)) * FRAME_MS;
}

/** Mobile exit intent: scrolling up faster than speed 7. */
export const isMobileExit = (previous: ScrollSample | null, next: ScrollSample) => upwardSpeed(previous, next) > MOBILE_EXIT_SPEED;
