import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson } from './api.ts';
import { CLIENT_MESSAGES, newPasswordErrors, readMessage, type FieldErrors } from './login.rules.ts';

export type NewPasswordFormProps = { token: string };

const ID = 'new-password';

/** /profile/reset-password: sets a new password with the e-mailed link's token. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ message: string; relink: boolean } | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = { token, password: String(new FormData(event.currentTarget).get('password') ?? '') };
    const found = newPasswordErrors(values);
    if (found?.token) {
      setAlert({ message: found.token, relink: true });
      return;
    }
    setErrors(found ?? {});
    setAlert(null);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await postJson('/api/customer/password', values);
    setBusy(false);
    if (result.ok) {
      setDone(readMessage(result.body, CLIENT_MESSAGES.passwordChanged));
      return;
    }
    setErrors(result.errors);
    // A used or expired link (401) can only be replaced by a new one.
    setAlert(result.errors.password ? null : { message: result.errors.token ?? result.message, relink: result.status === 401 || Boolean(result.errors.token) });
  }

  if (done) {
    return (
      <div className="login-card">
        <p className="login-form__done" role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
        <a className="btn btn--red" href="/profile/login">
          Sign in
        </a>
      </div>
    );
  }

  const invalid = Boolean(errors.password);
  return (
    <div className="login-card">
      <form className="login-form" noValidate method="post" onSubmit={submit} aria-labelledby={`${ID}-title`} aria-busy={busy}>
        <h2 className="login-form__title" id={`${ID}-title`}>
          Choose a new password
        </h2>
        <p className="login-form__intro">Use at least 8 characters. You will sign in with it from now on.</p>
        {alert ? (
          <p className="form-alert" role="alert">
            {alert.message}
            {alert.relink ? (
              <>
                {' '}
                <a href="/profile/login">Ask for a new link</a>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="login-form__field">
          <div className="login-form__label-row">
            <label htmlFor={`${ID}-password`}>New password</label>
            <button type="button" className="login-form__reveal" aria-controls={`${ID}-password`} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          </div>
          <input
            ref={inputRef}
            id={`${ID}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={200}
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={invalid ? `${ID}-password-error` : undefined}
          />
          {invalid ? (
            <p className="field-error" id={`${ID}-password-error`}>
              {errors.password}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--red login-form__submit" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </div>
  );
}
