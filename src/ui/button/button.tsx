import type { ReactNode } from 'react';
import { isExternalLink } from '../link/external.ts';
import { controlName } from '../link/label-in-name.ts';

export type ButtonDesign = 'red' | 'gold' | 'gray' | 'white' | 'white-red' | 'underline' | 'link';

export function buttonClassName(design: ButtonDesign = 'red', outlined = false, size: 'md' | 'sm' = 'md') {
  // Underline and link designs have no outline form (content spec: outlined hidden for underline).
  const outline = outlined && design !== 'underline' && design !== 'link';
  return `btn btn--${design}${outline ? ' btn--outlined' : ''}${size === 'sm' ? ' btn--sm' : ''}`;
}

export function ButtonLink(props: {
  href: string;
  design?: ButtonDesign;
  outlined?: boolean;
  ariaLabel?: string | undefined;
  newTab?: boolean;
  /** The link is a file (a PDF): it opens in a new tab and says so. */
  isFile?: boolean;
  /** A data-layer event the click reports (the client entry listens for `data-layer-event`). */
  dataLayer?: { name: string; value?: string | undefined } | undefined;
  children: ReactNode;
}) {
  const newTab = (props.newTab ?? false) || Boolean(props.isFile);
  // Buttons carry plain text; the label must contain it (WCAG 2.5.3).
  const name = typeof props.children === 'string' ? controlName(props.children, props.ariaLabel) : { ariaLabel: props.ariaLabel };
  return (
    <a
      className={buttonClassName(props.design, props.outlined)}
      href={props.href}
      aria-label={name.ariaLabel}
      target={newTab ? '_blank' : undefined}
      rel={newTab || isExternalLink(props.href) ? 'noopener noreferrer' : undefined}
      data-layer-event={props.dataLayer?.name}
      data-layer-value={props.dataLayer?.value}
    >
      {props.children}
      {name.hiddenSuffix ? <span className="visually-hidden">{name.hiddenSuffix}</span> : null}
      {props.isFile && !props.ariaLabel ? <span className="visually-hidden"> (PDF, opens in a new tab)</span> : null}
    </a>
  );
}
