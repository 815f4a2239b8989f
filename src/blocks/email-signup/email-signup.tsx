import { usePageData } from '../../page-data/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { EmailSignupIsland } from './email-signup-island.tsx';
import type { EmailSignupOptions } from './email-signup.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

const EmailSignupMarker = island('email-signup', EmailSignupIsland);

/** The newsletter sign-up as a page block: title, description, the form, the legal text. */
export function EmailSignup({ options, blockId }: BlockProps<EmailSignupOptions>) {
  const { settings } = usePageData();
  const idPrefix = `email-signup-${blockId}`;
  return (
    <section className="email-signup" aria-labelledby={`${idPrefix}-title`}>
      <h2 className="email-signup__title" id={`${idPrefix}-title`}>
        {options.title}
      </h2>
      {options.description ? <p className="email-signup__description">{options.description}</p> : null}
      {/* The form reads no session: every visitor gets the same markup. */}
      <EmailSignupMarker.Anonymous
        idPrefix={idPrefix}
        brandName={settings.brandName}
        source={`Email signup: ${options.title}`}
        successMessage={options.successMessage}
        errorMessage={options.errorMessage}
      />
      {options.legalText ? <div className="email-signup__legal rich-text" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.legalText)) }} /> : null}
    </section>
  );
}
