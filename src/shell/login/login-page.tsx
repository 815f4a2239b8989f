import { LoginForm } from './login-form.tsx';

export type LoginPageProps = { redirectTo: string };

/** The /profile/login form island: a successful sign-in continues to the account. */
export function LoginPage({ redirectTo }: LoginPageProps) {
  return (
    <div className="login-card">
      <LoginForm idPrefix="login-page" onSuccess={() => location.assign(redirectTo)} />
    </div>
  );
}
