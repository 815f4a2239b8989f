// Spec 4/6: the members-only prompt that replaces price and add-to-cart. Spec 3
// "Allocation": the product's own label, tooltip title, description, url and url title
// (its page entry) fill it where set; the tooltip is a <details> disclosure, so it opens on
// the first tap with or without the page's scripts.
import { ALLOCATION_DEFAULTS } from '../../commerce/rules/allocation.ts';
import { buttonClassName, type ButtonDesign } from '../../ui/button/button.tsx';
import { controlName } from '../../ui/link/label-in-name.ts';

export type AllocationCta = { text: string; href: string; design?: ButtonDesign | undefined; outlined?: boolean | undefined; ariaLabel?: string | undefined };

/** The product's own words for the prompt (its page entry's allocation), each optional. */
export type AllocationExtras = {
  tooltipTitle?: string | null | undefined;
  /** A link to more about the allocation: a path or an http(s) address (the entry's schema refuses others). */
  url?: string | null | undefined;
  urlTitle?: string | null | undefined;
};

/** The link's text when the entry gives a URL but no title (spec 9's default "Learn more"). */
export const ALLOCATION_LINK_DEFAULT = 'Learn more';

export function Allocation({
  joinUrl,
  description,
  cta,
  label,
  extras = {},
  compact = false,
}: {
  joinUrl: string;
  description?: string | undefined;
  cta?: AllocationCta | undefined;
  /** The product's own label (its page entry's allocation.label); default "Members Exclusive". */
  label?: string | undefined;
  extras?: AllocationExtras;
  compact?: boolean;
}) {
  const link = cta ?? { text: ALLOCATION_DEFAULTS.ctaTitle, href: joinUrl };
  const name = controlName(link.text, link.ariaLabel);
  const title = label?.trim() || ALLOCATION_DEFAULTS.label;
  const tooltipTitle = extras.tooltipTitle?.trim();
  const urlTitle = extras.urlTitle?.trim();
  const more = extras.url ? (
    <a className="allocation__link" href={extras.url}>
      {urlTitle || ALLOCATION_LINK_DEFAULT}
      {urlTitle ? null : <span className="visually-hidden">{` about ${title}`}</span>}
    </a>
  ) : null;
  return (
    <div className={`allocation${compact ? ' allocation--compact' : ''}`} role="group" aria-label={title}>
      <p className="allocation__label">{title}</p>
      {tooltipTitle ? (
        <details className="allocation__tooltip">
          <summary className="allocation__tooltip-title">{tooltipTitle}</summary>
          <div className="allocation__tooltip-body">
            {description ? <p className="allocation__description">{description}</p> : null}
            {more}
          </div>
        </details>
      ) : (
        <>
          {description && !compact ? <p className="allocation__description">{description}</p> : null}
          {more}
        </>
      )}
      <a className={buttonClassName(link.design ?? 'gold', link.outlined ?? false, compact ? 'sm' : 'md')} href={link.href} aria-label={name.ariaLabel}>
        {link.text}
        {name.hiddenSuffix ? <span className="visually-hidden">{name.hiddenSuffix}</span> : null}
      </a>
    </div>
  );
}
