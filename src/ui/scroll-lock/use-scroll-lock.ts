import { useEffect } from 'react';

let locks = 0;

/** Locks body scroll while `active`; nested locks (menu, dialog, cart) release in any order. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      // Hiding the overflow takes the scrollbar away and widens the page behind: keep its room.
      const root = document.documentElement;
      root.classList.toggle('keep-scrollbar-gutter', window.innerWidth > root.clientWidth);
    }
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.body.classList.remove('scroll-locked');
        document.documentElement.classList.remove('keep-scrollbar-gutter');
      }
    };
  }, [active]);
}
