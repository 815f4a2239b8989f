import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { seedSessionAtom, type SessionSnapshot } from '../../state/session.atoms.ts';
import { FormAlert, TextField } from '../../ui/form/fields.tsx';
import { STAY_BUSY, useForm } from '../../ui/form/use-form.ts';
import { postJson } from './api.ts';
import { CLIENT_MESSAGES, emailErrors, isSessionSnapshot, loginErrors, readMessage } from './login.rules.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { refreshConsent } from '../../analytics/consent/index.ts';

type Mode = 'login' | 'reset' | 'magic';

const MODES = {
  login: { title: 'Sign in', intro: 'Welcome back. Sign in to see member prices, your orders and your Wine Society membership.', submit: 'Sign in', busy: 'Signing in…' },
  reset: { title: 'Reset your password', intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.', submit: 'Send reset link', busy: 'Sending…' },
  magic: {
    title: 'Sign in with a link',
    intro: 'Enter the e-mail address of your account and we will send you a link that signs you in, no password needed.',
    submit: 'Send sign-in link',
    busy: 'Sending…',
  },
} as const;

const LINK_ENDPOINTS = { reset: '/api/customer/reset-password', magic: '/api/customer/magic-link' } as const;
const LINK_SENT = { reset: CLIENT_MESSAGES.resetSent, magic: CLIENT_MESSAGES.magicSent } as const;

export type LoginFormProps = {
  /** Prefix of the form's fixed ids: islands cannot use useId, and one page may hold two forms. */
  idPrefix: string;
  onSuccess: (snapshot: SessionSnapshot) => void;
  /** Sets the autofocus attribute, which a modal <dialog> honours when it opens. */
  autoFocus?: boolean;
  /** Where accounts are created when the store creates none itself (the widget's account page). */
  createAccountUrl?: string | undefined;
};

/**
 * Without a payment tokeniser (production) the store creates no account: Commerce7 documents
 * no API way to set a new customer's password, so accounts are created on the widget's
 * account page (the profile route of COMMERCE_WIDGET_ROUTES), and sign-in says so.
 */
export const CREATE_ACCOUNT = { lead: 'No account yet?', link: 'Create your account on our account page, then sign in here.' } as const;

/** E-mail and password sign-in, with the forgotten-password and sign-in-link requests beside it. */
export function LoginForm({ idPrefix, onSuccess, autoFocus = false, createAccountUrl }: LoginFormProps) {
  const seedSession = useSetAtom(seedSessionAtom);
  const [mode, setMode] = useState<Mode>('login');
  const [status, setStatus] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  const form = useForm({
    idPrefix,
    initialValues: { email: '', password: '' },
    // The link requests ask for the address alone; the API checks with the same schemas.
    validate: (values) => (mode === 'login' ? loginErrors(values) : emailErrors(values)) ?? {},
  });
  const copy = MODES[mode];

  useEffect(() => {
    // A change of mode replaces the form's content: keep the keyboard user in the form.
    if (switched.current) emailRef.current?.focus();
  }, [mode]);

  function switchTo(next: Mode) {
    switched.current = true;
    // The address carries over (the e2e flow types it once); messages and the password do not.
    form.reset({ email: form.values.email, password: '' });
    setStatus('');
    setMode(next);
  }

  const send = form.handleSubmit(async (values) => {
    if (mode === 'login') {
      const result = await postJson('/api/customer/login', values);
      if (result.ok && isSessionSnapshot(result.body)) {
        seedSession(result.body);
        // The account's consent may have replaced this browser's (routes/customer.ts).
        refreshConsent();
        onSuccess(result.body);
        return STAY_BUSY;
      }
      return result.ok ? { message: CLIENT_MESSAGES.failed } : result;
    }
    const result = await postJson(LINK_ENDPOINTS[mode], { email: values.email });
    if (!result.ok) return result;
    form.reset();
    setStatus(readMessage(result.body, LINK_SENT[mode]));
  });

  return (
    <form
      ref={form.formRef}
      className="login-form"
      noValidate
      method="post"
      onSubmit={(event) => {
        setStatus('');
        void send(event);
      }}
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={form.busy}
    >
      <h2 className="login-form__title" id={`${idPrefix}-title`}>
        {copy.title}
      </h2>
      <p className="login-form__intro">{copy.intro}</p>
      <FormAlert message={form.alert} alertRef={form.alertRef} />

      <TextField
        {...form.field('email')}
        label="Email address"
        type="email"
        autoComplete={mode === 'login' ? 'username' : 'email'}
        inputMode="email"
        maxLength={254}
        autoFocus={autoFocus}
        inputRef={emailRef}
      />

      {mode === 'login' ? (
        <TextField
          {...form.field('password')}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          maxLength={200}
          labelAside={
            <button type="button" className="login-form__reveal" aria-controls={`${idPrefix}-password`} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          }
        />
      ) : null}

      <button type="submit" className={`${buttonClassName('red')} login-form__submit`} aria-disabled={form.busy}>
        {form.busy ? copy.busy : copy.submit}
      </button>
      <p className="login-form__status" role="status">
        {status}
      </p>

      <div className="login-form__alternatives">
        {mode === 'login' ? (
          <>
            <button type="button" className="link-button" onClick={() => switchTo('reset')}>
              Forgot your password?
            </button>
            <button type="button" className="link-button" onClick={() => switchTo('magic')}>
              Email me a sign-in link
            </button>
          </>
        ) : (
          <button type="button" className="link-button" onClick={() => switchTo('login')}>
            Back to sign in with a password
          </button>
        )}
      </div>
      {mode === 'login' && createAccountUrl ? (
        <p className="login-form__create">
          {`${CREATE_ACCOUNT.lead} `}
          <a href={createAccountUrl}>{CREATE_ACCOUNT.link}</a>
        </p>
      ) : null}
    </form>
  );
}
