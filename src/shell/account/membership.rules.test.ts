import { describe, expect, it } from 'vitest';
import type { ClubMembership } from '../../commerce/types.ts';
import { lastFourOf, membershipSaved } from './membership.rules.ts';

const MEMBERSHIP: ClubMembership = {
  id: 'm-1',
  status: 'Active',
  club: { id: 'c-1', title: 'Wine Society — 6 Bottles, Red Wines', slug: '6-bottle-red-wines' },
  signupDate: '2023-03-14T17:25:00.000Z',
  cancelDate: null,
  cancellationReason: null,
  delivery: 'ship',
  shipTo: { firstName: 'Morgan', lastName: 'Vance', address: '1200 Ridge Road', address2: null, city: 'Napa', stateCode: 'CA', zipCode: '94558' },
  card: { brand: 'Visa', masked: '************4242', expiry: '12/34' },
  subscription: null,
};

describe('membershipSaved', () => {
  it('names the address the shipments now go to', () => {
    expect(membershipSaved('delivery', MEMBERSHIP)).toBe('Saved: your shipments will go to 1200 Ridge Road, Napa, CA 94558.');
  });

  it('says a pickup membership waits at the winery', () => {
    expect(membershipSaved('delivery', { ...MEMBERSHIP, delivery: 'pickup', shipTo: null })).toBe('Saved: your shipments will wait for you at the winery.');
  });

  it('names the card now on file by brand and last four only', () => {
    expect(membershipSaved('card', MEMBERSHIP)).toBe('Saved: your Visa card ending 4242 is now on file.');
    expect(membershipSaved('card', { ...MEMBERSHIP, card: null })).toBe('Saved: your new card is on file.');
  });
});

describe('lastFourOf', () => {
  it('reads the last four digits of any masking', () => {
    expect(lastFourOf('************4242')).toBe('4242');
    expect(lastFourOf('•••• 0002')).toBe('0002');
  });
});
