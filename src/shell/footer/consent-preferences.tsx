import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export const OPT_OUT_COOKIE = 'ccpa_opt_out';
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The footer's "Do Not Sell or Share My Personal Information" control and its preferences dialog. */
export function ConsentPreferences() {
  const [open, setOpen] = useState(false);
  const [optedOut, setOptedOut] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = 'consent-preferences-title';

  useEffect(() => {
    setOptedOut(document.cookie.split('; ').includes(`${OPT_OUT_COOKIE}=true`));
  }, [open]);

  function save() {
    document.cookie = `${OPT_OUT_COOKIE}=${optedOut}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
    setSaved(true);
  }

  return (
    <>
      <button type="button" className="link-button" onClick={() => { setSaved(false); setOpen(true); }}>
        Do Not Sell or Share My Personal Information
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="consent-dialog">
        <h2 id={titleId}>Your privacy choices</h2>
        <p>
          We do not sell your personal information. We share limited browsing data with advertising partners to show
          you relevant offers. You can opt out of that sharing here; your choice is stored in this browser.
        </p>
        <label className="checkbox">
          <input type="checkbox" checked={optedOut} onChange={(event) => setOptedOut(event.target.checked)} />
          <span>Do not sell or share my personal information</span>
        </label>
        <p role="status" className="consent-dialog__status">{saved ? 'Your choice has been saved.' : ''}</p>
        <div className="dialog__actions">
          <button type="button" className={buttonClassName('red')} onClick={save}>
            Save my choice
          </button>
          <button type="button" className={buttonClassName('gray', true)} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
