import type { SessionSnapshot } from '../../state/session.atoms.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { LoginForm } from './login-form.tsx';

const ID_PREFIX = 'login-modal';

export type LoginModalProps = { open: boolean; onClose: () => void; onSuccess: (snapshot: SessionSnapshot) => void; createAccountUrl?: string | undefined };

/**
 * The header's sign-in dialog. The form mounts only while open, so every opening starts
 * clean and the dialog's autofocus lands on the e-mail field.
 */
export function LoginModal({ open, onClose, onSuccess, createAccountUrl }: LoginModalProps) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${ID_PREFIX}-title`} className="login-modal">
      <button type="button" className="icon-button login-modal__close" aria-label="Close sign in" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {open ? <LoginForm idPrefix={ID_PREFIX} autoFocus createAccountUrl={createAccountUrl} onSuccess={onSuccess} /> : null}
    </Dialog>
  );
}
