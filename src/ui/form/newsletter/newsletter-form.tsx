// The newsletter sign-up, one form for the footer's STAY IN TOUCH and the email-signup
// block: POST /api/newsletter with the spec's payload (email, the two consent boxes; the
// server adds consent: true). States per content spec section 4: initial, success (the
// thank-you text, the form reset), fail (the error text, everything typed kept).
import { useState, type ReactNode } from 'react';
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '../../../marketing/newsletter/newsletter.schema.ts';
import { CheckboxField, controlAttributes, errorId, FieldError } from '../fields.tsx';
import { postJson } from '../json-client.ts';
import { useForm } from '../use-form.ts';
import { buttonClassName } from '../../button/button.tsx';

type Status = 'initial' | 'success' | 'fail';

const EMPTY = { email: '', email_opt_in: false, accept_legal: false };

export type NewsletterFormProps = {
  /** DOM id prefix, unique on the page. */
  idPrefix: string;
  /** The heading that names the form, rendered first inside it; it (or one outside the form) carries the id `${idPrefix}-title`. */
  heading?: ReactNode;
  brandName: string;
  /** Where the sign-up came from, for the marketing platform ('Footer', a page's block). */
  source: string;
  successMessage?: string | undefined;
  errorMessage?: string | undefined;
  className?: string | undefined;
  buttonClassName?: string | undefined;
};

export function NewsletterForm(props: NewsletterFormProps) {
  const { idPrefix: id } = props;
  const [status, setStatus] = useState<Status>('initial');
  const toInput = (values: typeof EMPTY) => ({ ...values, source: props.source });
  const form = useForm({ idPrefix: id, initialValues: EMPTY, schema: NewsletterSchema, toInput });
  const email = form.field('email');

  const submit = form.handleSubmit(async (values) => {
    const result = await postJson('/api/newsletter', toInput(values));
    setStatus(result.ok ? 'success' : 'fail');
    if (result.ok) form.reset(EMPTY);
    // The status line says it failed; any field messages go onto the fields.
    else return result;
  });

  const statusText = status === 'success' ? (props.successMessage ?? NEWSLETTER_MESSAGES.success) : status === 'fail' ? (props.errorMessage ?? NEWSLETTER_MESSAGES.failure) : '';

  return (
    <form
      ref={form.formRef}
      className={`newsletter${props.className ? ` ${props.className}` : ''}`}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      method="post"
      action="/api/newsletter"
    >
      {props.heading}
      {/* The address and the button share a row, so this field is laid out by hand from the kit's parts. */}
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={email.id}>
          Email address
        </label>
        <input
          {...controlAttributes(email)}
          type="email"
          autoComplete="email"
          placeholder="Email address"
          maxLength={254}
          required
          value={String(email.value ?? '')}
          onChange={(event) => email.onChange(event.currentTarget.value)}
          onBlur={(event) => email.onBlur(event)}
        />
        <button type="submit" className={props.buttonClassName ?? buttonClassName('gold')} disabled={form.busy}>
          Sign up
        </button>
      </div>
      <FieldError id={errorId(email.id)} message={email.error} />
      <CheckboxField {...form.field('email_opt_in')} label={`Yes, I would like to subscribe to updates from ${props.brandName}.*`} />
      <CheckboxField
        {...form.field('accept_legal')}
        label={
          <>
            I agree to the <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>.*
          </>
        }
      />
      <p className={`newsletter__status${status === 'fail' ? ' newsletter__status--fail' : ''}`} role="status">
        {statusText}
      </p>
    </form>
  );
}
