import { describe, expect, it } from 'vitest';
import { customerSegment, orderCountFromCookie, trackingSegment } from './segment.ts';

describe('Customer and cart loading: the tracking identity is set with segment club-member or normal (spec 4)', () => {
  it('is club-member for an active member and normal for any other customer, as the original wrote them', () => {
    expect(trackingSegment({ signedIn: true, clubMember: true })).toBe('club-member');
    expect(trackingSegment({ signedIn: true, clubMember: false })).toBe('normal');
  });
  it('is anonymous when nobody is signed in', () => {
    expect(trackingSegment({ signedIn: false, clubMember: false })).toBe('anonymous');
  });
});

describe('Customer segments (spec 3): First Time Customer, Club Member, Repeat Customer', () => {
  it('is Club Member for an active member, whatever the order count', () => {
    expect(customerSegment({ clubMember: true, orderCount: 0 })).toBe('Club Member');
    expect(customerSegment({ clubMember: true, orderCount: 12 })).toBe('Club Member');
  });
  it('is First Time Customer after one order, Repeat Customer after more, none before any', () => {
    expect(customerSegment({ clubMember: false, orderCount: 1 })).toBe('First Time Customer');
    expect(customerSegment({ clubMember: false, orderCount: 2 })).toBe('Repeat Customer');
    expect(customerSegment({ clubMember: false, orderCount: 0 })).toBeUndefined();
    expect(customerSegment({ clubMember: false, orderCount: null })).toBeUndefined();
  });
  it('reads the order count cookie, ignoring what is not a count', () => {
    expect(orderCountFromCookie('3')).toBe(3);
    expect(orderCountFromCookie(undefined)).toBeNull();
    expect(orderCountFromCookie('-1')).toBeNull();
    expect(orderCountFromCookie('3.5')).toBeNull();
  });
});
