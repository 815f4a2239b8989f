import { describe, expect, it, vi } from 'vitest';
import { gateAfterActivation, whenActivated, type ActivatableDocument } from './activation.ts';
import type { ConsentGate } from './consent-gate.ts';

function prerenderedDocument(): ActivatableDocument & { activate(): void } {
  const listeners: (() => void)[] = [];
  const doc = {
    prerendering: true,
    addEventListener: (_type: 'prerenderingchange', listener: () => void) => void listeners.push(listener),
    activate() {
      doc.prerendering = false;
      for (const listener of listeners.splice(0)) listener();
    },
  };
  return doc;
}

const sendingGate = (): ConsentGate => ({ run: (send) => send(), state: () => 'allowed' });

describe('tracking on a prerendered page', () => {
  it('runs at once on a page that is shown, and in a browser without prerendering', () => {
    const run = vi.fn();
    whenActivated(run, { prerendering: false, addEventListener: () => {} });
    whenActivated(run, { addEventListener: () => {} });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits until a prerendered page is shown', () => {
    const doc = prerenderedDocument();
    const run = vi.fn();
    whenActivated(run, doc);
    expect(run).not.toHaveBeenCalled();
    doc.activate();
    expect(run).toHaveBeenCalledOnce();
  });

  it('makes no consent gate (which may load the tag manager) and sends no page view before the page is shown, then sends them in order', () => {
    const doc = prerenderedDocument();
    const make = vi.fn(sendingGate);
    const sent: string[] = [];
    const gate = gateAfterActivation(make, doc);
    gate.run(() => sent.push('pageview'));
    gate.run(() => sent.push('pixels'));
    expect(make).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(gate.state()).toBe('waiting');
    doc.activate();
    expect(make).toHaveBeenCalledOnce();
    expect(sent).toEqual(['pageview', 'pixels']);
    gate.run(() => sent.push('click'));
    expect(sent).toEqual(['pageview', 'pixels', 'click']);
  });

  it('is the gate itself on a page that is shown', () => {
    const gate = sendingGate();
    expect(gateAfterActivation(() => gate, { prerendering: false, addEventListener: () => {} })).toBe(gate);
  });
});
