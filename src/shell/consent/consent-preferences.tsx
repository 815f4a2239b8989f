// The consent preferences dialog (storefront spec, "Layout rules"): its own file, which the
// consent manager (consent-manager.tsx) fetches the first time a visitor opens it; the
// manager keeps the choice, so closing and reopening shows what was ticked.
import type { ChangeEvent } from 'react';
import { ACCEPT_ALL, REJECT_ALL, type Consent } from '../../analytics/consent/index.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { CONSENT_COPY, PURPOSES } from './consent.copy.ts';

const TITLE_ID = 'consent-preferences-title';

export type ConsentPreferencesProps = {
  open: boolean;
  onClose: () => void;
  gpc: boolean;
  choice: Consent;
  toggle: (purpose: keyof Consent) => (event: ChangeEvent<HTMLInputElement>) => void;
  decide: (consent: Consent) => void;
  returnFocusTo: () => HTMLElement | null;
};

export function ConsentPreferences({ open, onClose, gpc, choice, toggle, decide, returnFocusTo }: ConsentPreferencesProps) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} className="consent-dialog" returnFocusTo={returnFocusTo}>
      <h2 id={TITLE_ID}>{CONSENT_COPY.dialogTitle}</h2>
      <p>{CONSENT_COPY.dialogText}</p>
      {gpc ? (
        <p className="consent-dialog__gpc" role="note">
          {CONSENT_COPY.gpc}
        </p>
      ) : null}
      <fieldset className="consent-dialog__purposes">
        <legend className="visually-hidden">{CONSENT_COPY.purposesLegend}</legend>
        {PURPOSES.map((purpose) => {
          const locked = purpose.key === 'marketing' && gpc;
          return (
            <div key={purpose.key} className="consent-dialog__purpose">
              <label className="checkbox">
                <input type="checkbox" checked={locked ? false : choice[purpose.key]} disabled={locked} onChange={toggle(purpose.key)} aria-describedby={`consent-purpose-${purpose.key}`} />
                <span>{purpose.label}</span>
              </label>
              <p id={`consent-purpose-${purpose.key}`} className="consent-dialog__hint">
                {purpose.description}
              </p>
            </div>
          );
        })}
      </fieldset>
      <div className="dialog__actions">
        <button type="button" className={buttonClassName('red')} onClick={() => decide(ACCEPT_ALL)}>
          {CONSENT_COPY.acceptAll}
        </button>
        <button type="button" className={buttonClassName('gray')} onClick={() => decide(REJECT_ALL)}>
          {CONSENT_COPY.rejectAll}
        </button>
        <button type="button" className={buttonClassName('gray', true)} onClick={() => decide(choice)}>
          {CONSENT_COPY.save}
        </button>
      </div>
    </Dialog>
  );
}
