import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ButtonLink, buttonClassName } from '../../ui/button/button.tsx';
import type { ButtonOptionsSchema } from './button.schema.ts';

export function Button({ options }: BlockProps<InferOutput<typeof ButtonOptionsSchema>>) {
  const href = options.href ?? options.link;
  // Builder's SDK renders a button with no link as a <button>: it goes nowhere, rather than
  // sending the visitor to the home page.
  if (href === undefined) {
    return (
      <button type="button" className={buttonClassName(options.design, options.outlined)} aria-label={options.ariaLabel}>
        {options.text}
      </button>
    );
  }
  return (
    <ButtonLink href={href} design={options.design} outlined={options.outlined} ariaLabel={options.ariaLabel} newTab={options.openLinkInNewTab}>
      {options.text}
    </ButtonLink>
  );
}
