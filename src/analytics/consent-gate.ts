// The tracker's wait for analytics consent (storefront spec 7, content spec 9: "up to 5
// checks at 500 ms"). What the page reports before the visitor has decided is kept in
// order; a yes sends it, a no drops it. The checks cover a decision stored just after
// load (another tab, the consent script starting late); a decision taken later on this
// page arrives through the consent-change event. Past the checks the buffer keeps waiting
// for that event: it lives in the page's memory only and goes with it.

export const CONSENT_CHECKS = 5;
export const CONSENT_CHECK_INTERVAL_MS = 500;
/** A page left open undecided must not grow without end: later events are dropped past this. */
export const MAX_BUFFERED = 200;

export type GateState = 'waiting' | 'allowed' | 'denied';

export type ConsentGateOptions = {
  /** true or false once decided, null before. */
  readAnalytics: () => boolean | null;
  /** Subscribes to later decisions; the gate re-reads on each. */
  onChange: (listener: () => void) => unknown;
  /** Runs once, the first time analytics is allowed, before anything buffered is sent. */
  onFirstAllowed?: () => void;
  schedule?: (run: () => void, ms: number) => unknown;
};

export type ConsentGate = {
  /** Sends now (allowed), keeps it for the decision (waiting) or drops it (denied). */
  run(send: () => void): void;
  state(): GateState;
};

export function createConsentGate(options: ConsentGateOptions): ConsentGate {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  let state: GateState = 'waiting';
  let started = false;
  const buffer: (() => void)[] = [];

  /** Applies the stored decision; false while there is none. */
  function decide(): boolean {
    const analytics = options.readAnalytics();
    if (analytics === null) return false;
    if (!analytics) {
      state = 'denied';
      buffer.length = 0;
      return true;
    }
    state = 'allowed';
    if (!started) {
      started = true;
      options.onFirstAllowed?.();
    }
    for (const send of buffer.splice(0)) send();
    return true;
  }

  let checks = 0;
  const check = () => {
    checks += 1;
    if (!decide() && checks < CONSENT_CHECKS) schedule(check, CONSENT_CHECK_INTERVAL_MS);
  };
  check();
  // A decision taken (or changed) later: withdrawing stops what follows.
  options.onChange(() => {
    decide();
  });

  return {
    run(send) {
      if (state === 'allowed') send();
      else if (state === 'waiting' && buffer.length < MAX_BUFFERED) buffer.push(send);
    },
    state: () => state,
  };
}
