import { useState } from 'react';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { Logo } from '../icons/logo.tsx';
import { AGE_GATE_ACCEPTED, AGE_GATE_COOKIE, AGE_GATE_MAX_AGE_SECONDS } from './age-gate.constants.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export const AGE_GATE_TEXT = 'By entering this website you are confirming that you are at least 21 years of age.';
export const AGE_GATE_BUTTON = 'Yes, I am at least 21 years of age';

export type AgeGateProps = { brandName: string; returnTo: string };

/**
 * Rendered by the server only until accepted. Without script the form posts to
 * /age-gate, which sets the cookie; with script the cookie is set here at once.
 */
export function AgeGate({ brandName, returnTo }: AgeGateProps) {
  const [open, setOpen] = useState(true);
  const titleId = 'age-gate-title';
  if (!open) return null;
  return (
    <Dialog open={open} renderOpen onClose={() => undefined} dismissible={false} labelledBy={titleId} className="age-gate">
      <form
        method="post"
        action="/age-gate"
        className="age-gate__form"
        onSubmit={(event) => {
          event.preventDefault();
          const secure = location.protocol === 'https:' ? '; Secure' : '';
          document.cookie = `${AGE_GATE_COOKIE}=${AGE_GATE_ACCEPTED}; Max-Age=${AGE_GATE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
          setOpen(false);
        }}
      >
        <Logo brandName={brandName} />
        <h2 id={titleId} className="age-gate__title">
          Welcome
        </h2>
        <p className="age-gate__text">{AGE_GATE_TEXT}</p>
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className={buttonClassName('red')} autoFocus>
          {AGE_GATE_BUTTON}
        </button>
      </form>
    </Dialog>
  );
}
