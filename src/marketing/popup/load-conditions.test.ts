import { describe, expect, it } from 'vitest';
import { enteredExitZone, isMobileExit, scrollPercent, scrollReached, upwardSpeed } from './load-conditions.ts';

describe('Scroll', () => {
  const page = { viewportHeight: 800, documentHeight: 2800 };

  it('measures how far down the scrollable part of the page the visitor is', () => {
    expect(scrollPercent({ ...page, scrollY: 0 })).toBe(0);
    expect(scrollPercent({ ...page, scrollY: 1000 })).toBe(50);
    expect(scrollPercent({ ...page, scrollY: 2000 })).toBe(100);
    // Overscroll (rubber-banding) stays within 0 to 100.
    expect(scrollPercent({ ...page, scrollY: -40 })).toBe(0);
    expect(scrollPercent({ ...page, scrollY: 2100 })).toBe(100);
  });

  it('opens at the threshold (default 50 %), not before', () => {
    expect(scrollReached({ ...page, scrollY: 990 }, 50)).toBe(false);
    expect(scrollReached({ ...page, scrollY: 1000 }, 50)).toBe(true);
    expect(scrollReached({ ...page, scrollY: 20 }, 1)).toBe(true);
    expect(scrollReached({ ...page, scrollY: 1999 }, 100)).toBe(false);
  });

  it('counts a page that does not scroll as seen whole', () => {
    expect(scrollReached({ scrollY: 0, viewportHeight: 900, documentHeight: 900 }, 100)).toBe(true);
  });
});

describe('Exit Intent on a desktop', () => {
  it('fires when the pointer comes within 50 px of the top', () => {
    expect(enteredExitZone(400, 50)).toBe(true);
    expect(enteredExitZone(51, 10)).toBe(true);
  });

  it('does not fire while the pointer stays below the zone, moves within it, or was never seen before', () => {
    expect(enteredExitZone(400, 51)).toBe(false);
    expect(enteredExitZone(30, 10)).toBe(false);
    expect(enteredExitZone(null, 10)).toBe(false);
  });
});

describe('Exit Intent on a phone', () => {
  it('measures upward speed in pixels per 60 Hz frame between scroll events', () => {
    expect(upwardSpeed({ y: 1000, time: 0 }, { y: 900, time: 100 })).toBeCloseTo(16.67, 1);
    expect(upwardSpeed({ y: 1000, time: 0 }, { y: 1100, time: 16 })).toBe(0);
    expect(upwardSpeed(null, { y: 900, time: 100 })).toBe(0);
  });

  it('fires when scrolling up faster than speed 7', () => {
    expect(isMobileExit({ y: 1000, time: 0 }, { y: 990, time: 16 })).toBe(true); // 10.4 per frame
    expect(isMobileExit({ y: 1000, time: 0 }, { y: 994, time: 16 })).toBe(false); // 6.3 per frame
    expect(isMobileExit({ y: 1000, time: 0 }, { y: 1080, time: 16 })).toBe(false); // down
  });

  it('treats scroll events far apart as two gestures, not one slow fast one', () => {
    expect(isMobileExit({ y: 3000, time: 0 }, { y: 100, time: 5000 })).toBe(false);
  });
});
