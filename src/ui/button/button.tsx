import type { ReactNode } from 'react';
import { isExternalLink } from '../link/href.ts';

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
  return (
    <a
      className={buttonClassName(props.design, props.outlined)}
      href={props.href}
      aria-label={props.ariaLabel}
      target={newTab ? '_blank' : undefined}
      rel={newTab || isExternalLink(props.href) ? 'noopener noreferrer' : undefined}
      data-layer-event={props.dataLayer?.name}
      data-layer-value={props.dataLayer?.value}
    >
      {props.children}
      {props.isFile && !props.ariaLabel ? <span className="visually-hidden"> (PDF, opens in a new tab)</span> : null}
    </a>
  );
}
