import { describe, expect, it } from 'vitest';
import { orderCountFromCookie, trackingSegment } from './segment.ts';

describe('Customer and cart loading: the tracking identity is set with a segment (spec 3 "Customer segments")', () => {
  it('is Club Member for an active member, whatever the order count', () => {
    expect(trackingSegment({ signedIn: true, clubMember: true, orderCount: 0 })).toBe('Club Member');
    expect(trackingSegment({ signedIn: true, clubMember: true, orderCount: 12 })).toBe('Club Member');
  });
  it('is First Time Customer after one order, Repeat Customer after more, normal before any', () => {
    expect(trackingSegment({ signedIn: true, clubMember: false, orderCount: 1 })).toBe('First Time Customer');
    expect(trackingSegment({ signedIn: true, clubMember: false, orderCount: 2 })).toBe('Repeat Customer');
    expect(trackingSegment({ signedIn: true, clubMember: false, orderCount: 0 })).toBe('normal');
    expect(trackingSegment({ signedIn: true, clubMember: false, orderCount: null })).toBe('normal');
  });
  it('is anonymous when nobody is signed in', () => {
    expect(trackingSegment({ signedIn: false, clubMember: false, orderCount: 3 })).toBe('anonymous');
  });
  it('reads the order count cookie, ignoring what is not a count', () => {
    expect(orderCountFromCookie('3')).toBe(3);
    expect(orderCountFromCookie(undefined)).toBeNull();
    expect(orderCountFromCookie('-1')).toBeNull();
    expect(orderCountFromCookie('3.5')).toBeNull();
  });
});
