// The sticky sub-navigation's browser part: in the page where the editor put it, then,
// once the visitor has scrolled past that place, fixed below the header. Its slot keeps
// its height, so nothing below it moves.
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../../ui/button/button.tsx';
import type { ButtonOption } from '../../inputs/button-option.schema.ts';

export type StickyNavBarProps = {
  id: string;
  title: string;
  buttons: ButtonOption[];
  /** Shown only once stuck: a hero's bar, placed at the hero's foot, that appears when the hero is passed. */
  onlyWhenStuck?: boolean;
};

export function StickyNavBar({ id, title, buttons, onlyWhenStuck = false }: StickyNavBarProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 64;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setStuck(!entry.isIntersecting && entry.boundingClientRect.top < header);
      },
      // The slot counts as passed once it has gone under the sticky header.
      { rootMargin: `-${header}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={`sticky-nav__slot${onlyWhenStuck ? ' sticky-nav__slot--after' : ''}`} ref={slot}>
      <nav className={`sticky-nav${stuck ? ' sticky-nav--stuck' : ''}`} aria-labelledby={`${id}-title`} hidden={onlyWhenStuck && !stuck}>
        <div className="sticky-nav__inner">
          <p className="sticky-nav__title" id={`${id}-title`}>
            {title}
          </p>
          {buttons.length > 0 ? (
            <div className="sticky-nav__buttons">
              {buttons.map((button, index) => (
                <ButtonLink key={index} href={button.href} design={button.design} outlined={button.outlined} ariaLabel={button.ariaLabel} isFile={button.isFile} dataLayer={button.dataLayer}>
                  {button.text}
                </ButtonLink>
              ))}
            </div>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
