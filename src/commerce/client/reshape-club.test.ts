import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawClubMembershipListSchema, RawClubMembershipSchema, RawCreditCardSchema } from './raw.schema.ts';
import { reshapeCard, reshapeClubMembership } from './reshape-club.ts';

// As club-memberships.md documents it: the address and card by id, the club nested.
const CANCELLED = {
  status: 'Cancelled',
  id: '28e4c85b-2834-4370-82d9-582cd0069250',
  customerId: '9065172d-79e8-4900-93d1-7a2916ffcce2',
  clubId: '194cc50a-e324-4f21-8e52-98500a4b751c',
  billToCustomerAddressId: '0eaa6fd0-3f30-4bf0-9c8e-55ae204c06b0',
  orderDeliveryMethod: 'Ship',
  shipToCustomerAddressId: '0eaa6fd0-3f30-4bf0-9c8e-55ae204c06b0',
  customerCreditCardId: 'c7f4e032-3d59-4626-a27b-144f753ebd40',
  signupDate: '2023-03-14T17:25:00.000Z',
  cancelDate: '2025-08-31T00:00:00.000Z',
  cancellationReason: 'Moving',
  lastProcessedDate: null,
  currentNumberOfShipments: 0,
  club: { id: '194cc50a-e324-4f21-8e52-98500a4b751c', title: 'White Club', content: null, slug: 'white-club', seo: { title: 'White Club', description: null } },
  onHolds: [],
};
// A subscription club's membership: months as Commerce7 takes them ("2").
const SUBSCRIPTION = {
  ...CANCELLED,
  status: 'Active',
  id: 'a0b9a6c2-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
  cancelDate: null,
  cancellationReason: null,
  club: { id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', title: '6 Bottle Red Wines', slug: '6-bottle-red-wines' },
  subscription: { frequency: '2', nextProcessDate: '2026-01-04T10:00:00.000Z' },
};
const CARD = { id: 'c7f4e032-3d59-4626-a27b-144f753ebd40', cardBrand: 'Visa', maskedCardNumber: '************4242', tokenOnFile: 'tok_secret', expiryMo: 3, expiryYr: 2029 };
const ADDRESS = { firstName: 'Morgan', lastName: 'Vance', address: '1 Vine St', address2: null, city: 'Napa', stateCode: 'CA', zipCode: '94558' };

describe('reshapeClubMembership', () => {
  it('names the parts the app-call budget refused, so a page says the store is busy there, and says nothing when all was read', () => {
    const raw = v.parse(RawClubMembershipSchema, SUBSCRIPTION);
    const refused = reshapeClubMembership(raw, { shipTo: null, card: null, storeBusy: ['shipTo', 'card'] });
    expect(refused.storeBusy).toEqual(['shipTo', 'card']);
    expect(refused.card).toBeNull();
    expect('storeBusy' in reshapeClubMembership(raw, { shipTo: ADDRESS, card: v.parse(RawCreditCardSchema, CARD) })).toBe(false);
    expect('storeBusy' in reshapeClubMembership(raw, { storeBusy: [] })).toBe(false);
  });
  it('reads the nested club and leaves the address and card empty until they are read by id', () => {
    expect(reshapeClubMembership(v.parse(RawClubMembershipSchema, CANCELLED))).toEqual({
      id: CANCELLED.id,
      status: 'Cancelled',
      club: { id: CANCELLED.clubId, title: 'White Club', slug: 'white-club' },
      signupDate: '2023-03-14T17:25:00.000Z',
      cancelDate: '2025-08-31T00:00:00.000Z',
      cancellationReason: 'Moving',
      delivery: 'ship',
      shipTo: null,
      card: null,
      subscription: null,
    });
  });

  it('shows the address and card read by id, the card as brand, masked number and expiry only', () => {
    const membership = reshapeClubMembership(v.parse(RawClubMembershipSchema, SUBSCRIPTION), { shipTo: ADDRESS, card: v.parse(RawCreditCardSchema, CARD) });
    expect(membership).toMatchObject({
      delivery: 'ship',
      shipTo: ADDRESS,
      card: { brand: 'Visa', masked: '************4242', expiry: '03/29' },
      subscription: { frequency: 'Every 2 Months', nextProcessDate: '2026-01-04T10:00:00.000Z' },
    });
    expect(JSON.stringify(membership)).not.toContain('tok_secret');
  });

  it('has no ship-to address for a member who collects at the winery', () => {
    const raw = v.parse(RawClubMembershipSchema, { ...CANCELLED, status: 'On Hold', cancelDate: null, orderDeliveryMethod: 'Pickup' });
    expect(reshapeClubMembership(raw, { shipTo: ADDRESS })).toMatchObject({ status: 'On Hold', delivery: 'pickup', cancelDate: null, shipTo: null });
  });

  it('refuses a membership without its club, or an unknown status', () => {
    const { club: _, ...clubless } = CANCELLED;
    expect(v.safeParse(RawClubMembershipSchema, clubless).success).toBe(false);
    expect(v.safeParse(RawClubMembershipSchema, { ...CANCELLED, status: 'Pending' }).success).toBe(false);
  });

  it('reshapes every membership of a customer’s list', () => {
    const list = v.parse(RawClubMembershipListSchema, { clubMemberships: [CANCELLED, SUBSCRIPTION], total: 2 });
    expect(list.clubMemberships.map((m) => reshapeClubMembership(m)).map((m) => m.club.title)).toEqual(['White Club', '6 Bottle Red Wines']);
  });
});

describe('reshapeCard', () => {
  it('writes the expiry as MM/YY whether the year has two digits or four, and nothing when the card has none', () => {
    expect(reshapeCard({ id: 'k', cardBrand: 'MasterCard', maskedCardNumber: '5555', expiryMo: 11, expiryYr: 2030 }).expiry).toBe('11/30');
    expect(reshapeCard({ id: 'k', cardBrand: 'MasterCard', maskedCardNumber: '5555', expiryMo: 1, expiryYr: 7 }).expiry).toBe('01/07');
    expect(reshapeCard({ id: 'k', cardBrand: 'MasterCard', maskedCardNumber: '5555', expiryMo: null, expiryYr: null }).expiry).toBe('');
  });
});
