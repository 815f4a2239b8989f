'use client';

import { useState } from 'react';
import { CONSENT_PURPOSES } from '../site';

export function ConsentBanner() {
  const [answered, setAnswered] = useState(false);
  if (answered) return null;
  return (
    <>
      <section className="consent-banner" aria-labelledby="consent-banner-title">
        <h2 id="consent-banner-title" className="consent-banner__title">
          Your privacy choices
        </h2>
        <p className="consent-banner__text">
          We use cookies and similar tools to measure how the site is used, to personalise what you see and, with partners, to show you relevant offers. Nothing beyond what the site needs to work runs until you choose.
        </p>
        <div className="consent-banner__actions">
          <button type="button" className="btn btn--red btn--sm" onClick={() => setAnswered(true)}>
            Accept all
          </button>
          <button type="button" className="btn btn--gray btn--sm" onClick={() => setAnswered(true)}>
            Reject all
          </button>
          <button type="button" className="btn btn--gray btn--outlined btn--sm">
            Manage choices
          </button>
        </div>
      </section>
      <dialog className="dialog consent-dialog" aria-labelledby="consent-preferences-title" aria-modal="true">
        <div className="dialog__panel">
          <h2 id="consent-preferences-title">Your privacy choices</h2>
          <p>
            Choose what we may use. We do not sell your personal information; sharing it with advertising partners is what &quot;Marketing&quot; allows. You can change your choices at any time from &quot;Do Not Sell or
            Share My Personal Information&quot; at the foot of every page.
          </p>
          <fieldset className="consent-dialog__purposes">
            <legend className="visually-hidden">Purposes</legend>
            {CONSENT_PURPOSES.map((purpose) => (
              <div className="consent-dialog__purpose" key={purpose.id}>
                <label className="checkbox">
                  <input type="checkbox" aria-describedby={`consent-purpose-${purpose.id}`} />
                  <span>{purpose.label}</span>
                </label>
                <p id={`consent-purpose-${purpose.id}`} className="consent-dialog__hint">
                  {purpose.hint}
                </p>
              </div>
            ))}
          </fieldset>
          <div className="dialog__actions">
            <button type="button" className="btn btn--red" onClick={() => setAnswered(true)}>
              Accept all
            </button>
            <button type="button" className="btn btn--gray" onClick={() => setAnswered(true)}>
              Reject all
            </button>
            <button type="button" className="btn btn--gray btn--outlined" onClick={() => setAnswered(true)}>
              Save my choices
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
