// The email-signup block's form in the browser: the newsletter form with the block's words.
import { NewsletterForm } from '../../ui/form/newsletter/newsletter-form.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export type EmailSignupIslandProps = {
  idPrefix: string;
  brandName: string;
  source: string;
  successMessage: string;
  errorMessage: string;
};

export function EmailSignupIsland(props: EmailSignupIslandProps) {
  return (
    <NewsletterForm
      idPrefix={props.idPrefix}
      brandName={props.brandName}
      source={props.source}
      successMessage={props.successMessage}
      errorMessage={props.errorMessage}
      buttonClassName={buttonClassName('red')}
    />
  );
}
