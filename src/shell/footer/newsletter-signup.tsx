import { useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES, newsletterErrors, type FieldErrors } from '../../marketing/newsletter/newsletter.schema.ts';

type Status = 'initial' | 'success' | 'fail';

export function NewsletterSignup({ brandName }: { brandName: string }) {
  const [status, setStatus] = useState<Status>('initial');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = 'newsletter';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload = {
      email: String(data.get('email') ?? ''),
      email_opt_in: data.get('email_opt_in') === 'on',
      accept_legal: data.get('accept_legal') === 'on',
      source: 'Footer',
    };
    const found = newsletterErrors(payload);
    setErrors(found ?? {});
    if (found) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      setStatus(response.ok ? 'success' : 'fail');
      if (response.ok) form.reset();
    } catch {
      setStatus('fail');
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof FieldErrors) => ({
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="newsletter" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} method="post" action="/api/newsletter">
      <h2 className="footer__heading" id={`${id}-title`}>
        STAY IN TOUCH
      </h2>
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          Email address
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" placeholder="Email address" maxLength={254} {...field('email')} />
        <button type="submit" className="btn btn--gold" disabled={busy}>
          Sign up
        </button>
      </div>
      {error('email')}
      <label className="checkbox">
        <input type="checkbox" name="email_opt_in" {...field('email_opt_in')} />
        <span>Yes, I would like to subscribe to updates from {brandName}.*</span>
      </label>
      {error('email_opt_in')}
      <label className="checkbox">
        <input type="checkbox" name="accept_legal" {...field('accept_legal')} />
        <span>
          I agree to the <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>.*
        </span>
      </label>
      {error('accept_legal')}
      <p className="newsletter__status" role="status">
        {status === 'success' ? NEWSLETTER_MESSAGES.success : status === 'fail' ? NEWSLETTER_MESSAGES.failure : ''}
      </p>
    </form>
  );
}
