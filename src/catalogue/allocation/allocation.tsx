// Spec 4/6: the members-only prompt that replaces price and add-to-cart.
import { ALLOCATION_DEFAULTS } from '../../commerce/rules/allocation.ts';
import { buttonClassName, type ButtonDesign } from '../../ui/button/button.tsx';
import { controlName } from '../../ui/link/label-in-name.ts';

export type AllocationCta = { text: string; href: string; design?: ButtonDesign | undefined; outlined?: boolean | undefined; ariaLabel?: string | undefined };

export function Allocation({
  joinUrl,
  description,
  cta,
  label,
  compact = false,
}: {
  joinUrl: string;
  description?: string | undefined;
  cta?: AllocationCta | undefined;
  /** The product's own label (its page entry's allocation.label); default "Members Exclusive". */
  label?: string | undefined;
  compact?: boolean;
}) {
  const link = cta ?? { text: ALLOCATION_DEFAULTS.ctaTitle, href: joinUrl };
  const name = controlName(link.text, link.ariaLabel);
  const title = label?.trim() || ALLOCATION_DEFAULTS.label;
  return (
    <div className={`allocation${compact ? ' allocation--compact' : ''}`} role="group" aria-label={title}>
      <p className="allocation__label">{title}</p>
      {description && !compact ? <p className="allocation__description">{description}</p> : null}
      <a className={buttonClassName(link.design ?? 'gold', link.outlined ?? false, compact ? 'sm' : 'md')} href={link.href} aria-label={name.ariaLabel}>
        {link.text}
        {name.hiddenSuffix ? <span className="visually-hidden">{name.hiddenSuffix}</span> : null}
      </a>
    </div>
  );
}
