import { describe, expect, it } from 'vitest';
import { widgetReceiptOf } from './receipts.ts';

describe('widgetReceiptOf', () => {
  it('reads an order receipt and a club membership receipt below the profile route', () => {
    expect(widgetReceiptOf('/account', '/account/order-receipt/4b1c-9')).toEqual({ kind: 'order', id: '4b1c-9' });
    expect(widgetReceiptOf('/account', '/account/club-membership/receipt/m-1/')).toEqual({ kind: 'club-membership', id: 'm-1' });
  });

  it('follows the configured profile route', () => {
    expect(widgetReceiptOf('/my-account', '/my-account/order-receipt/o1')).toEqual({ kind: 'order', id: 'o1' });
    expect(widgetReceiptOf('/my-account', '/account/order-receipt/o1')).toBeNull();
  });

  it('is no receipt for the account page, the store own receipts, or an id that is not one', () => {
    expect(widgetReceiptOf('/account', '/account')).toBeNull();
    expect(widgetReceiptOf('/account', '/account/order-receipt/')).toBeNull();
    expect(widgetReceiptOf('/account', '/account/order-receipt/a/b')).toBeNull();
    expect(widgetReceiptOf('/account', '/account/order-receipt/%3Cscript%3E')).toBeNull();
    expect(widgetReceiptOf('/account', '/profile/order-receipt/o1')).toBeNull();
  });
});
