import { ButtonLink } from '../../../ui/button/button.tsx';
import type { ButtonOption } from '../inputs/button-option.schema.ts';

/** The buttons a block's options configure, as one wrapping row; nothing when there are none. */
export function OptionButtons({ buttons, className }: { buttons: readonly (ButtonOption | undefined)[]; className: string }) {
  const present = buttons.filter((button): button is ButtonOption => button !== undefined);
  if (present.length === 0) return null;
  return (
    <div className={className}>
      {present.map((button, index) => (
        <ButtonLink key={index} href={button.href} design={button.design} outlined={button.outlined} ariaLabel={button.ariaLabel} isFile={button.isFile} dataLayer={button.dataLayer}>
          {button.text}
        </ButtonLink>
      ))}
    </div>
  );
}
