import { useAtomValue } from 'jotai';
import { customerAtom, customerHasActiveClubAtom } from '../../state/session.atoms.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { customerDisplayName } from '../../commerce/types.ts';
import { initialsOf } from '../login/initials.ts';
import { useSignOut } from './use-sign-out.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export type ProfileModalProps = { open: boolean; onClose: () => void; onSignedOut: () => void };

const TITLE_ID = 'profile-modal-title';

/** Spec "Modals and panels": name, e-mail, Manage Account, logout and close. */
export function ProfileModal({ open, onClose, onSignedOut }: ProfileModalProps) {
  const customer = useAtomValue(customerAtom);
  const member = useAtomValue(customerHasActiveClubAtom);
  const { signOut, busy, error } = useSignOut();

  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} className="profile-modal">
      <button type="button" className="icon-button profile-modal__close" aria-label="Close account" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {customer ? (
        <div className="profile-modal__body">
          <span className="profile-modal__avatar" aria-hidden="true">
            {initialsOf(customer)}
          </span>
          <p className="eyebrow">{member ? 'Wine Society member' : 'Your account'}</p>
          <h2 className="profile-modal__name" id={TITLE_ID}>
            {customerDisplayName(customer)}
          </h2>
          <p className="profile-modal__email">{customer.email}</p>
          <div className="profile-modal__actions">
            <a className={buttonClassName('gray')} href="/profile">
              Manage Account
            </a>
            <button
              type="button"
              className={buttonClassName('gray', true)}
              aria-disabled={busy}
              onClick={async () => {
                if (await signOut()) onSignedOut();
              }}
            >
              {busy ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
          {error ? (
            <p className="form-alert" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
