import { LoginForm } from './login-form.tsx';

export type LoginPageProps = { redirectTo: string; createAccountUrl?: string | undefined };

/** The /profile/login form island: a successful sign-in continues to the account. */
export function LoginPage({ redirectTo, createAccountUrl }: LoginPageProps) {
  return (
    <div className="login-card">
      <LoginForm idPrefix="login-page" createAccountUrl={createAccountUrl} onSuccess={() => location.assign(redirectTo)} />
    </div>
  );
}
