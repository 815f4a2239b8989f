// The pop-up's island: tiny on purpose. It reads the session's pop-up state, shows the
// minimised button or waits for the load condition, and only then imports the dialog's
// code (popup-dialog.tsx), so a page whose pop-up never opens never loads it. It opens
// nothing over another dialog (the age gate, the cart, sign-in) or the open mobile menu:
// a condition met meanwhile waits until the page is free.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { POPUP_TEST_COOKIE } from '../../marketing/popup/eligibility.ts';
import { enteredExitZone, EXIT_ZONE_PX, isMobileExit, scrollReached, type ScrollSample } from '../../marketing/popup/load-conditions.ts';
import { dismissedForGood, initialView, reopened, suppressedByAnother, type PopupState } from '../../marketing/popup/persistence.ts';
import type { PopupDialogProps, SmsConsentSettings } from './popup-dialog.tsx';
import type { PopupConfig } from './popup.schema.ts';
import { isPhone } from './is-phone.ts';
import { popupStorage } from './popup-storage.ts';

export type PopupTriggerProps = {
  config: PopupConfig;
  /**
   * An editor is looking (signed preview or editing): content spec section 4, "Always open
   * while editing". It opens at once whatever its load condition, test cookie or stored
   * state, and nothing it does is written to the browser's storage or cookies.
   */
  heldOpen?: boolean;
  /** Who texts, and the mobile terms (SMS_TERMS_URL) the texts step's consent links to. */
  sms: SmsConsentSettings;
};

/** Another dialog (age gate, cart sidebar, sign-in, privacy) or the mobile menu holds the page. */
const pageBusy = () => document.querySelector('dialog[open]:not(.popup)') !== null || document.body.classList.contains('scroll-locked');

const BUSY_POLL_MS = 500;

/** Runs `run` once nothing else holds the page; returns a cancel. */
function whenPageFree(run: () => void): () => void {
  if (!pageBusy()) {
    run();
    return () => undefined;
  }
  const timer = setInterval(() => {
    if (pageBusy()) return;
    clearInterval(timer);
    run();
  }, BUSY_POLL_MS);
  return () => clearInterval(timer);
}

/** Calls `fire` once, when the pop-up's load condition is met (content spec section 4); returns a disarm. */
export function armLoadCondition(config: Pick<PopupConfig, 'loadConditions' | 'delayTime' | 'threshold'>, fire: () => void): () => void {
  const cleanups: (() => void)[] = [];
  let done = false;
  const disarm = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const once = () => {
    if (done) return;
    disarm();
    fire();
  };
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) => {
    target.addEventListener(type, handler, { passive: true });
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  switch (config.loadConditions) {
    case 'Default':
      once();
      break;
    case 'Delay': {
      const timer = setTimeout(once, config.delayTime);
      cleanups.push(() => clearTimeout(timer));
      break;
    }
    case 'Scroll': {
      const check = () => {
        const metrics = { scrollY: window.scrollY, viewportHeight: window.innerHeight, documentHeight: document.documentElement.scrollHeight };
        if (scrollReached(metrics, config.threshold)) once();
      };
      listen(window, 'scroll', check);
      // A page restored further down (back, reload) may be past the threshold already.
      check();
      break;
    }
    case 'Exit Intent': {
      if (isPhone()) {
        let previous: ScrollSample | null = null;
        listen(window, 'scroll', () => {
          const sample = { y: window.scrollY, time: performance.now() };
          if (isMobileExit(previous, sample)) once();
          previous = sample;
        });
      } else {
        let lastY: number | null = null;
        listen(document, 'mousemove', (event) => {
          const y = (event as MouseEvent).clientY;
          if (enteredExitZone(lastY, y)) once();
          lastY = y;
        });
        // Leaving the window through its top edge faster than a mousemove reports.
        listen(document, 'mouseout', (event) => {
          const mouse = event as MouseEvent;
          if (!mouse.relatedTarget && mouse.clientY <= EXIT_ZONE_PX) once();
        });
        listen(document, 'visibilitychange', () => {
          if (document.visibilityState === 'hidden') once();
        });
      }
      break;
    }
  }
  return disarm;
}

const loadDialog = () => import('./popup-dialog.tsx').then((module) => module.PopupDialog);

type View = 'idle' | 'open' | 'closed' | 'minimized';

export function PopupTrigger({ config, sms, heldOpen = false }: PopupTriggerProps) {
  const storage = popupStorage(heldOpen);
  const { loadState, saveState } = storage;
  const [view, setView] = useState<View>('idle');
  const [Dialog, setDialog] = useState<ComponentType<PopupDialogProps> | null>(null);
  // Reopened from the minimised button: the button stays in the page (hidden) meanwhile,
  // and takes focus back when the dialog closes into it again.
  const [fromButton, setFromButton] = useState(false);
  const reopenButton = useRef<HTMLButtonElement>(null);
  const focusReopenButton = useRef(false);

  function show(component: ComponentType<PopupDialogProps>) {
    setDialog(() => component);
    setView('open');
  }
  const failedToLoad = (error: unknown) => console.error('The pop-up failed to load', error);

  function open() {
    loadDialog().then(show, failedToLoad);
  }

  /**
   * Its load condition met: the dialog's code is fetched first and the page asked whether it is
   * free once it has arrived, so a dialog (the cart) opened while the file was on its way is
   * seen and waited for. Returns a cancel.
   */
  function openWhenPageFree(): () => void {
    let cancelled = false;
    let cancelWait: () => void = () => undefined;
    loadDialog().then((component) => {
      if (!cancelled) cancelWait = whenPageFree(() => show(component));
    }, failedToLoad);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }

  useEffect(() => {
    if (heldOpen) {
      open();
      return;
    }
    if (document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${POPUP_TEST_COOKIE}=`))) return;
    const store = storage.loadStore();
    const initial = initialView(loadState(config.id, config.formType), {
      minimizedText: config.minimizedText,
      suppressed: suppressedByAnother(store, config.id, config.enforceOnePopupPerSession),
    });
    if (initial === 'minimized') setView('minimized');
    if (initial !== 'armed') return;
    let cancelWait: () => void = () => undefined;
    const disarm = armLoadCondition(config, () => {
      cancelWait = openWhenPageFree();
    });
    return () => {
      disarm();
      cancelWait();
    };
    // The config is the server's, fixed for the page.
  }, []);

  function onClose(state: PopupState) {
    const next = !state.completed && config.minimizedText ? 'minimized' : 'closed';
    focusReopenButton.current = next === 'minimized' && fromButton;
    setView(next);
  }

  // The native <dialog> returns focus to what was focused when showModal ran. After a
  // reload the dialog's code loads first, and by the time showModal runs the button has
  // been hidden and the browser has moved focus to the body: so focus the button here, after
  // the dialog's own close (a child's effect runs before its parent's).
  useEffect(() => {
    if (view !== 'minimized' || !focusReopenButton.current) return;
    focusReopenButton.current = false;
    reopenButton.current?.focus();
  }, [view]);

  function reopen() {
    saveState(config.id, reopened(loadState(config.id, config.formType)));
    setFromButton(true);
    if (Dialog) setView('open');
    else open();
  }

  function dismissMinimized() {
    saveState(config.id, dismissedForGood(loadState(config.id, config.formType)));
    setView('closed');
  }

  return (
    <>
      {Dialog && view !== 'idle' ? <Dialog config={config} open={view === 'open'} sms={sms} onClose={onClose} storage={storage} /> : null}
      {view === 'minimized' || (view === 'open' && fromButton) ? (
        <div className="popup-minimized" hidden={view !== 'minimized'}>
          <button ref={reopenButton} type="button" className="popup-minimized__open" aria-haspopup="dialog" onClick={reopen}>
            {config.minimizedText}
          </button>
          <button type="button" className="popup-minimized__close" aria-label={`Close ${config.minimizedText}`} onClick={dismissMinimized}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
