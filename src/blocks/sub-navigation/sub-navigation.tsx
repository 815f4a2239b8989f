import type { BlockProps } from '../kit/contract/define-block.ts';
import type { SubNavigationOptions } from './sub-navigation.schema.ts';

export function SubNavigation({ options, blockId }: BlockProps<SubNavigationOptions>) {
  const end = `sub-nav-${blockId}-end`;
  return (
    <div className={`sub-nav${options.enableTransitions ? ' sub-nav--transitions' : ''}`}>
      {options.skipNavLink ? (
        <a className="skip-link sub-nav__skip" href={`#${end}`}>
          Skip section navigation
        </a>
      ) : null}
      <nav className="sub-nav__nav" aria-label="Section navigation">
        <ul className="sub-nav__items" role="list">
          {options.navItems.map((item, index) => (
            <li key={index} className="sub-nav__item">
              {item.href ? (
                <a className="sub-nav__link" href={item.href}>
                  {item.label}
                </a>
              ) : (
                <span className="sub-nav__link sub-nav__link--current" aria-current="page">
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <span id={end} className="sub-nav__end" tabIndex={-1} />
    </div>
  );
}
