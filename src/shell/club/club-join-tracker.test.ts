// Storefront spec section 7, "Analytics events pushed to the page data layer": what a join
// in the platform's hosted sign-up reports from the receipt, and that it is reported once.
import { describe, expect, it } from 'vitest';
import { createConsentGate } from '../../analytics/consent-gate.ts';
import { claimClubJoinReport, clubJoinReported, hostedClubJoinEntries, reportClubJoinOnce } from './club-join-tracker.tsx';

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('storefront spec 7, the club-join events of a hosted sign-up', () => {
  it('are the wizard steps one to four and clubJoin, in order, each with isSubscriptionFlow and type', () => {
    const entries = hostedClubJoinEntries({ membershipId: 'm-1', club: '6-bottle-red-wines', type: 'red-wines', isSubscriptionFlow: false });
    expect(entries.map((entry) => entry.event)).toEqual(['wizardStepOne', 'wizardStepTwo', 'wizardStepThree', 'wizardStepFour', 'clubJoin']);
    for (const entry of entries) expect(entry).toMatchObject({ isSubscriptionFlow: false, type: 'red-wines', club: '6-bottle-red-wines', hostedSignup: true });
    expect(entries.at(-1)).toMatchObject({ membershipId: 'm-1' });
  });

  it('are claimed once per membership: a second claim (a reload, or the wizard already reported it) is refused', () => {
    const store = memoryStore();
    expect(clubJoinReported('m-1', store)).toBe(false);
    expect(claimClubJoinReport('m-1', store)).toBe(true);
    expect(clubJoinReported('m-1', store)).toBe(true);
    expect(claimClubJoinReport('m-1', store)).toBe(false);
    expect(claimClubJoinReport('m-2', store)).toBe(true);
  });

  it('are still reported when storage is off (twice on a reload is the lesser harm than never)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(claimClubJoinReport('m-1', broken)).toBe(true);
    expect(clubJoinReported('m-1', broken)).toBe(false);
  });

  it('are marked reported only when they went out: a join consent refused or left undecided stays for the receipt to report', () => {
    const gateWith = (analytics: () => boolean | null) => createConsentGate({ readAnalytics: analytics, onChange: () => {}, schedule: () => {} });
    const join = [{ event: 'clubJoin', membershipId: 'm-1' }];
    const store = memoryStore();
    const sent: Record<string, unknown>[] = [];
    const send = (entry: Record<string, unknown>) => void sent.push(entry);

    reportClubJoinOnce('m-1', join, { gate: gateWith(() => false), store, send });
    expect(sent).toEqual([]);
    expect(clubJoinReported('m-1', store)).toBe(false);

    reportClubJoinOnce('m-1', join, { gate: gateWith(() => null), store, send });
    expect(sent).toEqual([]);
    expect(clubJoinReported('m-1', store)).toBe(false);

    // On the receipt the visitor allows analytics: the join goes out there, once.
    const allowed = gateWith(() => true);
    reportClubJoinOnce('m-1', join, { gate: allowed, store, send });
    reportClubJoinOnce('m-1', join, { gate: allowed, store, send });
    expect(sent).toEqual(join);
    expect(clubJoinReported('m-1', store)).toBe(true);
  });
});
