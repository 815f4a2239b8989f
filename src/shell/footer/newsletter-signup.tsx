import { NewsletterForm } from '../../ui/form/newsletter/newsletter-form.tsx';

/** The footer's STAY IN TOUCH sign-up. */
export function NewsletterSignup({ brandName }: { brandName: string }) {
  return (
    <NewsletterForm
      idPrefix="newsletter"
      brandName={brandName}
      source="Footer"
      heading={
        <h2 className="footer__heading" id="newsletter-title">
          STAY IN TOUCH
        </h2>
      }
    />
  );
}
