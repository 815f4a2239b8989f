// The consent manager: the first-visit banner and the preferences dialog ("Do Not Sell or
// Share My Personal Information" in the footer opens it; consent-preferences.tsx, loaded when first opened). One island on every page but
// checkout (storefront spec, "Layout rules"). The server renders it closed and empty for
// everyone (pages are shared by the edge cache): the browser reads the decision and the
// Global Privacy Control signal and shows what applies.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPT_ALL, globalPrivacyControl, readConsent, REJECT_ALL, saveConsent, type Consent } from '../../analytics/consent/index.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { useLazyComponent } from '../../ui/lazy/use-lazy-component.ts';
import { CONSENT_COPY, CONSENT_PREFERENCES_ATTRIBUTE } from './consent.copy.ts';
import type { ConsentPreferencesProps } from './consent-preferences.tsx';

// The preferences dialog is a file of its own, fetched the first time a visitor opens it.
const loadPreferences = () => import('./consent-preferences.tsx').then((m) => m.ConsentPreferences);

const BANNER_TITLE_ID = 'consent-banner-title';

export function ConsentManager() {
  // Both start as the server rendered them (the banner, the same in every shared page, shown
  // from the first paint only where the head script found no decision; the dialog closed),
  // then the browser decides.
  const [asking, setAsking] = useState(true);
  const [open, setOpen] = useState(false);
  const [gpc, setGpc] = useState(false);
  const [choice, setChoice] = useState<Consent>(REJECT_ALL);
  const opener = useRef<HTMLElement | null>(null);
  const Preferences = useLazyComponent<ConsentPreferencesProps>(loadPreferences, open, 'consent-preferences');

  useEffect(() => {
    setGpc(globalPrivacyControl());
    setAsking(readConsent() === null);
    // The footer's control is server-rendered markup (the footer is cached per isolate): any
    // element carrying the attribute opens the preferences.
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest<HTMLElement>(`[${CONSENT_PREFERENCES_ATTRIBUTE}]`);
      if (control) openPreferences(control);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  function openPreferences(from: HTMLElement | null) {
    opener.current = from;
    const current = readConsent();
    setChoice(current ?? { ...REJECT_ALL });
    setOpen(true);
  }

  function decide(consent: Consent) {
    void saveConsent(consent);
    setAsking(false);
    setOpen(false);
  }

  /** From the banner: it goes away, so focus moves on to the page instead of being lost. */
  function decideFromBanner(consent: Consent) {
    decide(consent);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  const toggle = (purpose: keyof Consent) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setChoice((previous) => ({ ...previous, [purpose]: checked }));
  };

  return (
    <>
      {asking ? (
        <section className="consent-banner" aria-labelledby={BANNER_TITLE_ID}>
          <h2 id={BANNER_TITLE_ID} className="consent-banner__title">
            {CONSENT_COPY.bannerTitle}
          </h2>
          <p className="consent-banner__text">{CONSENT_COPY.bannerText}</p>
          {gpc ? <p className="consent-banner__text">{CONSENT_COPY.gpc}</p> : null}
          <div className="consent-banner__actions">
            <button type="button" className={buttonClassName('red', false, 'sm')} onClick={() => decideFromBanner(ACCEPT_ALL)}>
              {CONSENT_COPY.acceptAll}
            </button>
            <button type="button" className={buttonClassName('gray', false, 'sm')} onClick={() => decideFromBanner(REJECT_ALL)}>
              {CONSENT_COPY.rejectAll}
            </button>
            <button type="button" className={buttonClassName('gray', true, 'sm')} onClick={(event) => openPreferences(event.currentTarget)}>
              {CONSENT_COPY.manage}
            </button>
          </div>
        </section>
      ) : null}
      {Preferences ? (
        <Preferences
          open={open}
          onClose={() => setOpen(false)}
          gpc={gpc}
          choice={choice}
          toggle={toggle}
          decide={decide}
          // The banner's button that opened it is gone once a choice is made.
          returnFocusTo={() => (opener.current?.isConnected ? opener.current : document.getElementById('main-content'))}
        />
      ) : null}
    </>
  );
}
