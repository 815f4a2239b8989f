// The sticky add-to-cart bar's behaviour (sticky-add-to-cart-bar.tsx): an island that renders
// nothing and shows the server-rendered bar once the hero has been scrolled past.
import { useEffect } from 'react';

export const stickyBarId = (heroId: string) => `${heroId}-sticky-bar`;

export type StickyBarWatcherProps = { heroId: string };

/** Shows the bar (an island that renders nothing) once the hero has left the viewport through the top. */
export function StickyBarWatcher({ heroId }: StickyBarWatcherProps) {
  useEffect(() => {
    const hero = document.getElementById(heroId);
    const bar = document.getElementById(stickyBarId(heroId));
    if (!hero || !bar || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const visible = !entry.isIntersecting && entry.boundingClientRect.bottom < 0;
      bar.hidden = !visible;
      bar.classList.toggle('sticky-bar--visible', visible);
      bar.dataset.visible = visible ? 'true' : 'false';
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [heroId]);
  return null;
}
