import { describe, expect, it } from 'vitest';
import type { Address, Club } from '../types.ts';
import { alreadyMember, isClubSlug, joinTerms, membershipChangeRefusal, openForJoining } from './club-join.ts';

const CLUB: Club = { id: 'club-1', title: 'Red Wine Club', slug: '6-bottle-red-wines', type: 'Traditional', content: '', available: true };
const SUBSCRIPTION: Club = { ...CLUB, id: 'sub-2', type: 'Subscription', slug: 'red-subscription-2-month' };
const ADDRESS: Address = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', address2: null, city: 'Napa', stateCode: 'CA', zipCode: '94558' };

describe('which club the join page offers', () => {
  it('takes a page slug of lowercase letters, digits and dashes, at most 100 characters', () => {
    expect(isClubSlug('6-bottle-red-wines')).toBe(true);
    expect(isClubSlug('')).toBe(false);
    expect(isClubSlug('Red Wines')).toBe(false);
    expect(isClubSlug('a'.repeat(101))).toBe(false);
  });

  it('is a club the backend knows and has open for sign-up online', () => {
    expect(openForJoining(CLUB)).toBe(true);
    expect(openForJoining({ ...CLUB, available: false })).toBe(false);
    expect(openForJoining(null)).toBe(false);
  });
});

describe('the terms of a join', () => {
  it('refuses a club that is missing or closed, naming the club field', () => {
    expect(joinTerms(null, undefined)).toEqual({ ok: false, refused: 'club' });
    expect(joinTerms({ ...CLUB, available: false }, undefined)).toEqual({ ok: false, refused: 'club' });
  });

  it('gives a traditional club no frequency, whatever was sent', () => {
    expect(joinTerms(CLUB, 'Monthly')).toEqual({ ok: true, club: CLUB, frequency: null });
  });

  it("takes a subscription's frequency from its slug, and refuses one sent that disagrees", () => {
    expect(joinTerms(SUBSCRIPTION, undefined)).toEqual({ ok: true, club: SUBSCRIPTION, frequency: 'Every 2 Months' });
    expect(joinTerms(SUBSCRIPTION, 'Every 2 Months')).toMatchObject({ ok: true, frequency: 'Every 2 Months' });
    expect(joinTerms(SUBSCRIPTION, 'Monthly')).toEqual({ ok: false, refused: 'frequency' });
    expect(joinTerms({ ...SUBSCRIPTION, slug: 'red-subscription' }, undefined)).toEqual({ ok: false, refused: 'frequency' });
  });

  it('finds a running membership of the same club, not a cancelled one nor another club', () => {
    expect(alreadyMember(CLUB, [{ club: { id: 'club-1', title: '', slug: null }, status: 'Active' }])).toBe(true);
    expect(alreadyMember(CLUB, [{ club: { id: 'club-1', title: '', slug: null }, status: 'On Hold' }])).toBe(true);
    expect(alreadyMember(CLUB, [{ club: { id: 'club-1', title: '', slug: null }, status: 'Cancelled' }])).toBe(false);
    expect(alreadyMember(CLUB, [{ club: { id: 'club-9', title: '', slug: null }, status: 'Active' }])).toBe(false);
  });
});

describe('a change of a membership', () => {
  const running = { status: 'Active' as const, shipTo: null };

  it('is refused once the membership is cancelled', () => {
    expect(membershipChangeRefusal({ ...running, status: 'Cancelled' }, { fulfillment: 'pickup' })).toBe('cancelled');
  });

  it('to shipping needs an address, sent or already on the membership', () => {
    expect(membershipChangeRefusal(running, { fulfillment: 'ship' })).toBe('address');
    expect(membershipChangeRefusal(running, { fulfillment: 'ship', shipTo: ADDRESS })).toBeNull();
    expect(membershipChangeRefusal({ ...running, shipTo: ADDRESS }, { fulfillment: 'ship' })).toBeNull();
    expect(membershipChangeRefusal(running, { fulfillment: 'pickup' })).toBeNull();
  });

  it("is the store being busy, not a missing address, when the membership's address could not be read", () => {
    expect(membershipChangeRefusal({ ...running, storeBusy: ['shipTo'] }, { fulfillment: 'ship' })).toBe('storeBusy');
  });
});
