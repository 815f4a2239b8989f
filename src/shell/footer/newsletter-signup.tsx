import { useState } from 'react';
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '../../marketing/newsletter/newsletter.schema.ts';
import { CheckboxField, controlAttributes, errorId, FieldError } from '../../ui/form/fields.tsx';
import { postJson } from '../../ui/form/json-client.ts';
import { useForm } from '../../ui/form/use-form.ts';

type Status = 'initial' | 'success' | 'fail';

const EMPTY = { email: '', email_opt_in: false, accept_legal: false };
const toInput = (values: typeof EMPTY) => ({ ...values, source: 'Footer' });

export function NewsletterSignup({ brandName }: { brandName: string }) {
  const [status, setStatus] = useState<Status>('initial');
  const form = useForm({ idPrefix: 'newsletter', initialValues: EMPTY, schema: NewsletterSchema, toInput });
  const id = form.idPrefix;
  const email = form.field('email');

  const submit = form.handleSubmit(async (values) => {
    const result = await postJson('/api/newsletter', toInput(values));
    setStatus(result.ok ? 'success' : 'fail');
    if (result.ok) form.reset(EMPTY);
    // The status line says it failed; any field messages go onto the fields.
    else return result;
  });

  return (
    <form ref={form.formRef} className="newsletter" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} method="post" action="/api/newsletter">
      <h2 className="footer__heading" id={`${id}-title`}>
        STAY IN TOUCH
      </h2>
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
        <button type="submit" className="btn btn--gold" disabled={form.busy}>
          Sign up
        </button>
      </div>
      <FieldError id={errorId(email.id)} message={email.error} />
      <CheckboxField {...form.field('email_opt_in')} label={`Yes, I would like to subscribe to updates from ${brandName}.*`} />
      <CheckboxField
        {...form.field('accept_legal')}
        label={
          <>
            I agree to the <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>.*
          </>
        }
      />
      <p className="newsletter__status" role="status">
        {status === 'success' ? NEWSLETTER_MESSAGES.success : status === 'fail' ? NEWSLETTER_MESSAGES.failure : ''}
      </p>
    </form>
  );
}
