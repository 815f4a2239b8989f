import type { InferOutput } from 'valibot';
import type { BlockProps } from '../render/define-block.ts';
import { ButtonLink } from '../../ui/button/button.tsx';
import type { ButtonOptionsSchema } from './button.schema.ts';

export function Button({ options }: BlockProps<InferOutput<typeof ButtonOptionsSchema>>) {
  const href = options.href ?? options.link ?? '/';
  return (
    <ButtonLink
      href={href}
      design={options.design}
      outlined={options.outlined}
      ariaLabel={options.ariaLabel}
      newTab={options.openLinkInNewTab}
    >
      {options.text}
    </ButtonLink>
  );
}
