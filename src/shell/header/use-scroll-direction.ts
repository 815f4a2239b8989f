import { useEffect, useState } from 'react';

export const SCROLL_DEBOUNCE_MS = 300;

/**
 * Tracks whether the page has left the top (at once) and the last scroll direction
 * (debounced 300 ms, per spec), for the hide-on-scroll-down header.
 */
export function useScrollDirection() {
  const [scrolled, setScrolled] = useState(false);
  const [direction, setDirection] = useState<'up' | 'down'>('up');

  useEffect(() => {
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolled(window.scrollY > 0);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const y = window.scrollY;
        if (y !== lastY) setDirection(y > lastY ? 'down' : 'up');
        lastY = y;
      }, SCROLL_DEBOUNCE_MS);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);

  return { scrolled, direction };
}
