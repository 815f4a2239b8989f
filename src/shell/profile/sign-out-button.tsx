import { useSignOut } from './use-sign-out.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

/** The account page's Sign out button (an island): signing out there returns to the home page. */
export function SignOutButton() {
  const { signOut, busy, error } = useSignOut();
  return (
    <div className="sign-out">
      <button type="button" className={buttonClassName('gray', true, 'sm')} aria-disabled={busy} onClick={() => void signOut()}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
