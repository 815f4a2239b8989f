import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { seedSessionAtom, type SessionSnapshot } from '../../state/session.atoms.ts';
import { postJson } from './api.ts';
import { CLIENT_MESSAGES, emailErrors, isSessionSnapshot, loginErrors, readMessage, type FieldErrors } from './login.rules.ts';

type Mode = 'login' | 'reset' | 'magic';

const MODES = {
  login: { title: 'Sign in', intro: 'Welcome back. Sign in to see member prices, your orders and your Wine Society membership.', submit: 'Sign in', busy: 'Signing in…' },
  reset: { title: 'Reset your password', intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.', submit: 'Send reset link', busy: 'Sending…' },
  magic: { title: 'Sign in with a link', intro: 'Enter the e-mail address of your account and we will send you a link that signs you in, no password needed.', submit: 'Send sign-in link', busy: 'Sending…' },
} as const;

const LINK_ENDPOINTS = { reset: '/api/customer/reset-password', magic: '/api/customer/magic-link' } as const;
const LINK_SENT = { reset: CLIENT_MESSAGES.resetSent, magic: CLIENT_MESSAGES.magicSent } as const;

export type LoginFormProps = {
  /** Prefix of the form's fixed ids: islands cannot use useId, and one page may hold two forms. */
  idPrefix: string;
  onSuccess: (snapshot: SessionSnapshot) => void;
  /** Sets the autofocus attribute, which a modal <dialog> honours when it opens. */
  autoFocus?: boolean;
};

/** E-mail and password sign-in, with the forgotten-password and sign-in-link requests beside it. */
export function LoginForm({ idPrefix, onSuccess, autoFocus = false }: LoginFormProps) {
  const seedSession = useSetAtom(seedSessionAtom);
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  const focusInvalid = useRef(false);
  const copy = MODES[mode];

  useEffect(() => {
    // A change of mode replaces the form's content: keep the keyboard user in the form.
    if (switched.current) emailRef.current?.focus();
  }, [mode]);

  useEffect(() => {
    // Once rendered invalid (and described by its message), the first field in error gets focus.
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function switchTo(next: Mode) {
    switched.current = true;
    setErrors({});
    setAlert('');
    setStatus('');
    setMode(next);
  }

  /** Shows field messages (focusing the first) and a form-level message, announced by its alert. */
  function fail(found: FieldErrors, message = '') {
    focusInvalid.current = Object.keys(found).length > 0;
    setErrors(found);
    setAlert(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setStatus('');
    if (mode === 'login') {
      const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
      const found = loginErrors(values);
      if (found) return fail(found);
      setBusy(true);
      const result = await postJson('/api/customer/login', values);
      if (result.ok && isSessionSnapshot(result.body)) {
        seedSession(result.body);
        onSuccess(result.body);
        return;
      }
      setBusy(false);
      if (result.ok) return fail({}, CLIENT_MESSAGES.failed);
      const hasFieldErrors = Object.keys(result.errors).length > 0;
      return fail(result.errors, hasFieldErrors ? '' : result.message);
    }

    const values = { email: String(data.get('email') ?? '') };
    const found = emailErrors(values);
    if (found) return fail(found);
    setBusy(true);
    const result = await postJson(LINK_ENDPOINTS[mode], values);
    setBusy(false);
    if (result.ok) {
      fail({});
      setStatus(readMessage(result.body, LINK_SENT[mode]));
      return;
    }
    fail(result.errors, Object.keys(result.errors).length > 0 ? '' : result.message);
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: string) => ({
    id: id(name),
    name,
    'aria-invalid': errors[name] ? ('true' as const) : undefined,
    'aria-describedby': errors[name] ? id(`${name}-error`) : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={id(`${name}-error`)}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="login-form" noValidate method="post" onSubmit={submit} aria-labelledby={id('title')} aria-busy={busy}>
      <h2 className="login-form__title" id={id('title')}>
        {copy.title}
      </h2>
      <p className="login-form__intro">{copy.intro}</p>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}

      <div className="login-form__field">
        <label htmlFor={id('email')}>Email address</label>
        <input
          ref={emailRef}
          {...field('email')}
          type="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          inputMode="email"
          maxLength={254}
          autoFocus={autoFocus}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {error('email')}
      </div>

      {mode === 'login' ? (
        <div className="login-form__field">
          <div className="login-form__label-row">
            <label htmlFor={id('password')}>Password</label>
            <button type="button" className="login-form__reveal" aria-controls={id('password')} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          </div>
          <input {...field('password')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" maxLength={200} />
          {error('password')}
        </div>
      ) : null}

      <button type="submit" className="btn btn--red login-form__submit" aria-disabled={busy}>
        {busy ? copy.busy : copy.submit}
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
    </form>
  );
}
