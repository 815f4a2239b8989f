import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Product, type Viewer } from '../types.ts';
import { ALLOCATION_DEFAULTS, answerDependsOnCustomer, isValidUserFor, needsAllocation } from './allocation.ts';

const forAudience = (availableTo: string, isValidUser?: boolean): Pick<Product, 'security'> => ({
  security: isValidUser === undefined ? { availableTo } : { availableTo, isValidUser },
});

const customer: Viewer = { loggedIn: true, hasActiveClub: false, tags: [], isValidUser: true };
const clubMember: Viewer = { ...customer, hasActiveClub: true };
const invalidCustomer: Viewer = { ...clubMember, isValidUser: false };

describe('ALLOCATION_DEFAULTS', () => {
  it('reads "Members Exclusive" with a "Join Now" button', () => {
    expect(ALLOCATION_DEFAULTS).toEqual({ label: 'Members Exclusive', ctaTitle: 'Join Now' });
  });
});

describe('isValidUserFor', () => {
  it('uses the backend verdict when it judged this customer', () => {
    expect(isValidUserFor(forAudience('Allocation', true), customer)).toBe(true);
    expect(isValidUserFor(forAudience('Public', false), clubMember)).toBe(false);
  });
  it('still refuses an invalid customer the backend judged valid', () => {
    expect(isValidUserFor(forAudience('Allocation', true), invalidCustomer)).toBe(false);
  });
  it('refuses an invalid customer even a public product', () => {
    expect(isValidUserFor(forAudience('Public'), invalidCustomer)).toBe(false);
  });
  it('lets anyone valid buy a public product, whatever the case', () => {
    expect(isValidUserFor(forAudience('Public'), customer)).toBe(true);
    expect(isValidUserFor(forAudience('PUBLIC'), ANONYMOUS_VIEWER)).toBe(true);
    expect(isValidUserFor(forAudience(' public '), customer)).toBe(true);
  });
  it('lets only active club members buy a club product', () => {
    for (const audience of ['Club', 'Club Members', 'wine club']) {
      expect(isValidUserFor(forAudience(audience), clubMember)).toBe(true);
      expect(isValidUserFor(forAudience(audience), customer)).toBe(false);
    }
  });
  it('lets only customers with the named tag buy a tag product, ignoring case and spaces', () => {
    const vip: Viewer = { ...customer, tags: ['Winemaker Dinner', 'vip'] };
    expect(isValidUserFor(forAudience('Tag: VIP'), vip)).toBe(true);
    expect(isValidUserFor(forAudience('tag:winemaker dinner'), vip)).toBe(true);
    expect(isValidUserFor(forAudience('Tag: Trade'), vip)).toBe(false);
    expect(isValidUserFor(forAudience('Tag: VIP'), customer)).toBe(false);
  });
  it('reads a tag that mentions club as a tag, not as the club audience', () => {
    expect(isValidUserFor(forAudience('Tag: Club Insiders'), clubMember)).toBe(false);
    expect(isValidUserFor(forAudience('Tag: Club Insiders'), { ...customer, tags: ['Club Insiders'] })).toBe(true);
  });
  it('refuses an Allocation or unknown audience without a backend verdict', () => {
    expect(isValidUserFor(forAudience('Allocation'), clubMember)).toBe(false);
    expect(isValidUserFor(forAudience('Trade'), clubMember)).toBe(false);
  });
});

describe('needsAllocation', () => {
  it('shows the allocation block to an anonymous visitor on a non-public product', () => {
    expect(needsAllocation(forAudience('Club Members'), ANONYMOUS_VIEWER)).toBe(true);
    expect(needsAllocation(forAudience('Allocation', true), ANONYMOUS_VIEWER)).toBe(true);
  });
  it('does not show it to an anonymous visitor on a public product', () => {
    expect(needsAllocation(forAudience('Public'), ANONYMOUS_VIEWER)).toBe(false);
  });
  it('shows it to a logged-in customer who is not a valid user', () => {
    expect(needsAllocation(forAudience('Club Members'), customer)).toBe(true);
    expect(needsAllocation(forAudience('Public'), invalidCustomer)).toBe(true);
    expect(needsAllocation(forAudience('Public', false), customer)).toBe(true);
  });
  it('does not show it to a logged-in customer who is a valid user', () => {
    expect(needsAllocation(forAudience('Club Members'), clubMember)).toBe(false);
    expect(needsAllocation(forAudience('Allocation', true), customer)).toBe(false);
  });
  it('shows it whenever a customer restriction rule applies on the hero', () => {
    expect(needsAllocation(forAudience('Public'), clubMember, { customerRestricted: true })).toBe(true);
    expect(needsAllocation(forAudience('Public'), ANONYMOUS_VIEWER, { customerRestricted: true })).toBe(true);
    expect(needsAllocation(forAudience('Public'), clubMember, { customerRestricted: false })).toBe(false);
  });
});

describe('answerDependsOnCustomer', () => {
  it('is false for a public product: everyone’s answer serves a signed-in customer', () => {
    expect(answerDependsOnCustomer({ security: { availableTo: 'Public' } })).toBe(false);
    expect(answerDependsOnCustomer({ security: { availableTo: ' public ' } })).toBe(false);
  });

  it('is true for members-only, allocated, tagged and unknown audiences, and where the answer names none', () => {
    for (const availableTo of ['Club', 'Allocation', 'Tag: Club Insiders', 'Trade', '', null]) {
      expect(answerDependsOnCustomer({ security: { availableTo } }), String(availableTo)).toBe(true);
    }
    expect(answerDependsOnCustomer({ security: null })).toBe(true);
    expect(answerDependsOnCustomer({})).toBe(true);
  });

  it('agrees with the store’s verdict: on a public product the backend’s answer changes nothing for a valid customer', () => {
    const shared = forAudience('Public');
    expect(answerDependsOnCustomer(shared)).toBe(false);
    for (const viewer of [customer, clubMember]) {
      expect(isValidUserFor(shared, viewer)).toBe(isValidUserFor(forAudience('Public', true), viewer));
    }
  });
});
