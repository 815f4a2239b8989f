import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawClubMembershipListSchema, RawClubMembershipSchema } from './raw.schema.ts';
import { reshapeCard, reshapeClubMembership } from './reshape-club.ts';

// As the emulator answers: the club named flat, as on the customer's clubs[].
const EMULATOR_MEMBERSHIP = {
  id: 'mem-1',
  customerId: 'cus-1',
  clubId: 'club-wine-society-red',
  clubTitle: 'Wine Society — Red Wines',
  status: 'Cancelled',
  signupDate: '2023-03-14T17:25:00.000Z',
  cancelDate: '2025-08-31T00:00:00.000Z',
  cancellationReason: 'Moving',
};

// As Commerce7 documents it: the club nested, the delivery method, and on a
// subscription club its schedule; the card and address as the platform keeps them.
const COMMERCE7_MEMBERSHIP = {
  id: 'mem-2',
  customerId: 'cus-1',
  clubId: 'club-sub',
  status: 'Active',
  signupDate: '2026-01-02T10:00:00.000Z',
  cancelDate: null,
  lastProcessedDate: null,
  currentNumberOfShipments: 0,
  orderDeliveryMethod: 'Ship',
  club: { id: 'club-sub', title: '6 Bottle Red Wines', slug: '6-bottle-red-wines', type: 'Subscription', seo: { title: null } },
  shipTo: { id: 'addr-1', firstName: 'Morgan', lastName: 'Vance', address: '1 Vine St', address2: '', city: 'Napa', stateCode: 'CA', zipCode: '94558', countryCode: 'US' },
  creditCard: { id: 'card-1', cardBrand: 'Visa', maskedCardNumber: '************4242', tokenOnFile: 'tok_secret', expiryMo: 3, expiryYr: 2029, cardHolderName: 'Morgan Vance' },
  subscription: { frequency: 'Every 2 Months', nextProcessDate: '2026-01-04T10:00:00.000Z' },
  onHolds: [],
};

describe('reshapeClubMembership', () => {
  it('names the club from the emulator’s flat fields and leaves what it did not send empty', () => {
    expect(reshapeClubMembership(v.parse(RawClubMembershipSchema, EMULATOR_MEMBERSHIP))).toEqual({
      id: 'mem-1',
      status: 'Cancelled',
      club: { id: 'club-wine-society-red', title: 'Wine Society — Red Wines', slug: null },
      signupDate: '2023-03-14T17:25:00.000Z',
      cancelDate: '2025-08-31T00:00:00.000Z',
      cancellationReason: 'Moving',
      delivery: null,
      shipTo: null,
      card: null,
      subscription: null,
    });
  });

  it('reads Commerce7’s nested club, delivery in the checkout’s words, the address, the card summary and the schedule', () => {
    expect(reshapeClubMembership(v.parse(RawClubMembershipSchema, COMMERCE7_MEMBERSHIP))).toEqual({
      id: 'mem-2',
      status: 'Active',
      club: { id: 'club-sub', title: '6 Bottle Red Wines', slug: '6-bottle-red-wines' },
      signupDate: '2026-01-02T10:00:00.000Z',
      cancelDate: null,
      cancellationReason: null,
      delivery: 'ship',
      shipTo: { firstName: 'Morgan', lastName: 'Vance', address: '1 Vine St', address2: null, city: 'Napa', stateCode: 'CA', zipCode: '94558' },
      card: { brand: 'Visa', masked: '************4242', expiry: '03/29' },
      subscription: { frequency: 'Every 2 Months', nextProcessDate: '2026-01-04T10:00:00.000Z' },
    });
  });

  it('keeps no more of the card than brand, masked number and expiry', () => {
    const membership = reshapeClubMembership(v.parse(RawClubMembershipSchema, COMMERCE7_MEMBERSHIP));
    expect(JSON.stringify(membership)).not.toContain('tok_secret');
    expect(JSON.stringify(membership)).not.toContain('card-1');
  });

  it('says pickup for a member who collects at the winery', () => {
    const raw = v.parse(RawClubMembershipSchema, { ...EMULATOR_MEMBERSHIP, status: 'On Hold', cancelDate: null, orderDeliveryMethod: 'Pickup' });
    expect(reshapeClubMembership(raw)).toMatchObject({ status: 'On Hold', delivery: 'pickup', cancelDate: null });
  });

  it('refuses a membership that names no club, or an unknown status', () => {
    const { clubTitle: _, ...untitled } = EMULATOR_MEMBERSHIP;
    expect(v.safeParse(RawClubMembershipSchema, untitled).success).toBe(false);
    expect(v.safeParse(RawClubMembershipSchema, { ...EMULATOR_MEMBERSHIP, status: 'Pending' }).success).toBe(false);
  });

  it('reshapes every membership of a customer’s list', () => {
    const list = v.parse(RawClubMembershipListSchema, { clubMemberships: [EMULATOR_MEMBERSHIP, COMMERCE7_MEMBERSHIP], total: 2 });
    expect(list.clubMemberships.map(reshapeClubMembership).map((m) => m.club.title)).toEqual(['Wine Society — Red Wines', '6 Bottle Red Wines']);
  });
});

describe('reshapeCard', () => {
  it('writes the expiry as MM/YY whether the year has two digits or four', () => {
    expect(reshapeCard({ cardBrand: 'MasterCard', maskedCardNumber: '5555', expiryMo: 11, expiryYr: 2030 }).expiry).toBe('11/30');
    expect(reshapeCard({ cardBrand: 'MasterCard', maskedCardNumber: '5555', expiryMo: 1, expiryYr: 7 }).expiry).toBe('01/07');
  });
});
