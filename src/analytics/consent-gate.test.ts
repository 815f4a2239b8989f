import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHECK_INTERVAL_MS, CONSENT_CHECKS, createConsentGate, MAX_BUFFERED } from './consent-gate.ts';

/** A consent store the test decides, and its change listeners (the consent-change event). */
function consent(initial: boolean | null = null) {
  let value = initial;
  const listeners: (() => void)[] = [];
  const reads = vi.fn(() => value);
  return {
    reads,
    onChange: (listener: () => void) => listeners.push(listener),
    /** The decision is stored (cookie) without an event: only the checks can see it. */
    store(next: boolean | null) {
      value = next;
    },
    /** The decision is taken in the page: stored, then the event. */
    decide(next: boolean) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the tracker waits for analytics consent', () => {
  it('checks 5 times at 500 ms, then stops checking (spec 7)', () => {
    expect([CONSENT_CHECKS, CONSENT_CHECK_INTERVAL_MS]).toEqual([5, 500]);
    const c = consent();
    createConsentGate({ readAnalytics: c.reads, onChange: c.onChange });
    expect(c.reads).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(c.reads).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(c.reads).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(c.reads).toHaveBeenCalledTimes(5);
  });

  it('buffers what happens before the decision and sends it in order once allowed, after starting the tag manager', () => {
    const c = consent();
    const sent: string[] = [];
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange, onFirstAllowed: () => sent.push('gtm.js') });
    gate.run(() => sent.push('pageview'));
    gate.run(() => sent.push('view_cart'));
    expect(sent).toEqual([]);
    expect(gate.state()).toBe('waiting');

    c.decide(true);
    expect(sent).toEqual(['gtm.js', 'pageview', 'view_cart']);
    gate.run(() => sent.push('addToCart'));
    expect(sent).toEqual(['gtm.js', 'pageview', 'view_cart', 'addToCart']);
  });

  it('picks up a decision stored during the checks', () => {
    const c = consent();
    const sent: string[] = [];
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange });
    gate.run(() => sent.push('pageview'));
    c.store(true);
    vi.advanceTimersByTime(CONSENT_CHECK_INTERVAL_MS);
    expect(sent).toEqual(['pageview']);
    expect(gate.state()).toBe('allowed');
  });

  it('keeps waiting past the checks for a decision taken later on the page', () => {
    const c = consent();
    const sent: string[] = [];
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange });
    gate.run(() => sent.push('pageview'));
    vi.advanceTimersByTime(CONSENT_CHECKS * CONSENT_CHECK_INTERVAL_MS * 4);
    expect(sent).toEqual([]);
    c.decide(true);
    expect(sent).toEqual(['pageview']);
  });

  it('drops what it kept when analytics is refused, and everything after', () => {
    const c = consent();
    const sent: string[] = [];
    const started = vi.fn();
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange, onFirstAllowed: started });
    gate.run(() => sent.push('pageview'));
    c.decide(false);
    gate.run(() => sent.push('view_cart'));
    expect(sent).toEqual([]);
    expect(started).not.toHaveBeenCalled();
    expect(gate.state()).toBe('denied');
  });

  it('sends at once when the decision already allows analytics, and starts the tag manager once only', () => {
    const c = consent(true);
    const sent: string[] = [];
    const started = vi.fn();
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange, onFirstAllowed: started });
    gate.run(() => sent.push('pageview'));
    c.decide(true);
    expect(sent).toEqual(['pageview']);
    expect(started).toHaveBeenCalledTimes(1);
    expect(c.reads).toHaveBeenCalledTimes(2);
  });

  it('stops sending when analytics is withdrawn', () => {
    const c = consent(true);
    const sent: string[] = [];
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange });
    c.decide(false);
    gate.run(() => sent.push('addToCart'));
    expect(sent).toEqual([]);
  });

  it('keeps at most MAX_BUFFERED events while waiting', () => {
    const c = consent();
    let sent = 0;
    const gate = createConsentGate({ readAnalytics: c.reads, onChange: c.onChange });
    for (let i = 0; i < MAX_BUFFERED + 5; i += 1) gate.run(() => (sent += 1));
    c.decide(true);
    expect(sent).toBe(MAX_BUFFERED);
  });
});
