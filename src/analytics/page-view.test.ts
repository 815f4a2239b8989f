import { describe, expect, it } from 'vitest';
import { pageViewOf } from './page-view.ts';

const customer = { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('the pageview (storefront spec 7 "Analytics events pushed to the page data layer")', () => {
  it('carries the page path and title', () => {
    expect(pageViewOf('/product/merlot-2022', 'Merlot 2022 | Triangle Ridge Winery', { customer: null, customerHasActiveClub: false })).toEqual({
      page: { path: '/product/merlot-2022', title: 'Merlot 2022 | Triangle Ridge Winery' },
      user: { segment: 'anonymous' },
    });
  });

  it('names no order or membership: receipts and order pages are reported by their template', () => {
    const id = '3f0c7a52-1b2d-4e8f-9a61-7d0e2b4f8c13';
    for (const path of [`/profile/order-receipt/${id}`, `/profile/club-membership/receipt/${id}`, `/profile/orders/${id}`, `/account/order-receipt/${id}`, `/account/club-membership/receipt/${id}`]) {
      const view = pageViewOf(path, 'Order #1042 | Triangle Ridge Winery', { customer: null, customerHasActiveClub: false });
      expect(JSON.stringify(view)).not.toContain(id);
      expect(JSON.stringify(view)).not.toContain('1042');
    }
    expect(pageViewOf(`/account/order-receipt/${id}`, 'Your order', { customer: null, customerHasActiveClub: false }).page).toEqual({ path: '/account/order-receipt/', title: 'Order receipt' });
    expect(pageViewOf('/profile/orders', 'Orders', { customer: null, customerHasActiveClub: false }).page.path).toBe('/profile/orders');
  });

  it('Customer and cart loading: carries the segment of the tracking identity, club-member or normal, and the customer segment beside it', () => {
    expect(pageViewOf('/', 'Home', { customer, customerHasActiveClub: false, segment: 'normal', customerSegment: 'Repeat Customer' }).user).toEqual({
      segment: 'normal',
      customerSegment: 'Repeat Customer',
    });
    expect(pageViewOf('/', 'Home', { customer, customerHasActiveClub: true }).user).toEqual({ segment: 'club-member' });
    expect(pageViewOf('/', 'Home', { customer, customerHasActiveClub: false }).user).toEqual({ segment: 'normal' });
    expect(pageViewOf('/', 'Home', { customer: null, customerHasActiveClub: false, segment: 'normal' }).user).toEqual({ segment: 'anonymous' });
  });
});
