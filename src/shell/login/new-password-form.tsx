import { useEffect, useRef, useState } from 'react';
import { FormAlert, TextField } from '../../ui/form/fields.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { postJson } from './api.ts';
import { CLIENT_MESSAGES, newPasswordErrors, readMessage } from './login.rules.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export type NewPasswordFormProps = { token: string };

const ID = 'new-password';

/** /profile/reset-password: sets a new password with the e-mailed link's token. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  // A used, expired or broken link can only be replaced by a new one: the alert says where.
  const [relink, setRelink] = useState(false);
  const [done, setDone] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useForm({
    idPrefix: ID,
    initialValues: { password: '' },
    // The token is not a field: its message (a broken link) reaches the alert.
    validate: (values) => newPasswordErrors({ token, password: values.password }) ?? {},
  });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = form.handleSubmit(async ({ password }) => {
    const result = await postJson('/api/customer/password', { token, password });
    if (result.ok) {
      setDone(readMessage(result.body, CLIENT_MESSAGES.passwordChanged));
      return;
    }
    setRelink(result.status === 401 || Boolean(result.errors.token));
    return result;
  });

  if (done) {
    return (
      <div className="login-card">
        <p className="login-form__done" role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
        <a className={buttonClassName('red')} href="/profile/login">
          Sign in
        </a>
      </div>
    );
  }

  // A token the API would refuse is a broken link, said in the alert before anything is sent.
  const brokenLink = newPasswordErrors({ token, password: '' })?.token !== undefined;
  return (
    <div className="login-card">
      <form ref={form.formRef} className="login-form" noValidate method="post" onSubmit={submit} aria-labelledby={`${ID}-title`} aria-busy={form.busy}>
        <h2 className="login-form__title" id={`${ID}-title`}>
          Choose a new password
        </h2>
        <p className="login-form__intro">Use at least 8 characters. You will sign in with it from now on.</p>
        <FormAlert message={form.alert} alertRef={form.alertRef}>
          {relink || brokenLink ? (
            <>
              {' '}
              <a href="/profile/login">Ask for a new link</a>
            </>
          ) : null}
        </FormAlert>
        <TextField
          {...form.field('password')}
          label="New password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={200}
          labelAside={
            <button type="button" className="login-form__reveal" aria-controls={`${ID}-password`} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          }
        />
        <button type="submit" className={`${buttonClassName('red')} login-form__submit`} aria-disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </div>
  );
}
