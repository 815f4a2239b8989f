// Storefront spec section 3, enumerations: "Order types: Refund, Exchange, Pickup To Ship,
// Regular, Corporate Order". Commerce7 sends the type as the order's purchaseType
// (skynet-watcher/Commerce7 docs/developer/resources/orders.md, "ENUMs"); the emulator seeds
// one of each for former-member@example.com. The account and the receipt tell them apart.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawOrderListSchema } from '../../src/commerce/client/raw.schema.ts';
import { SELF } from 'cloudflare:test';
import { commerce, get, ORIGIN, signInAs } from './helpers.ts';

const RILEY = 'abdb35e7-1847-43c4-93d3-07185d4ae12f';
const REFUND = '6f0c2d7e-5b1a-4c39-9e84-0d2b7a6c1f35'; // #1009, refunds #1006
const REFUNDED = 'ba02b4ce-0b8d-4e4d-a68d-2d5aac51bb66'; // #1006
const REGULAR = '24d7b81c-63df-492c-b18b-2b15f30358cd'; // #1003

const html = async (path: string, headers: Record<string, string>) => (await get(path, headers)).text();
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Order types (storefront spec 3, enumerations)', () => {
  it('the emulator sends purchaseType and the refund links as Commerce7 documents them', async () => {
    const response = await commerce(`/order?customerId=${RILEY}`, { app: true });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { orders: Record<string, unknown>[] };
    v.parse(RawOrderListSchema, body);
    const byNumber = new Map(body.orders.map((o) => [o.orderNumber, o]));
    expect(byNumber.get(1003)).toMatchObject({ purchaseType: 'Regular', previousOrderId: null });
    expect(byNumber.get(1009)).toMatchObject({ purchaseType: 'Refund', previousOrderId: REFUNDED, previousOrderNumber: 1006 });
    expect(byNumber.get(1006)).toMatchObject({ purchaseType: 'Regular', refundOrderId: REFUND, refundOrderNumber: 1009 });
    expect(byNumber.get(1010)).toMatchObject({ purchaseType: 'Exchange', previousOrderNumber: 1003 });
    expect(byNumber.get(1011)).toMatchObject({ purchaseType: 'Pickup To Ship' });
    expect(byNumber.get(1012)).toMatchObject({ purchaseType: 'Corporate Order' });
    expect((byNumber.get(1009)!.total as number) < 0).toBe(true);
  });

  it('the account’s order list labels a refund, an exchange, a pickup-to-ship and a corporate order, and no regular one', async () => {
    const page = await html('/profile/orders', await signInAs('former-member@example.com'));
    const rows = [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => text(m[1]!));
    const row = (n: number) => rows.find((r) => r.includes(`#${n}`)) ?? '';
    expect(row(1009)).toContain('Refund');
    expect(row(1010)).toContain('Exchange');
    expect(row(1011)).toContain('Pickup To Ship');
    expect(row(1012)).toContain('Corporate Order');
    for (const regular of [1003, 1006]) expect(row(regular)).not.toMatch(/Refund|Exchange|Pickup To Ship|Corporate Order/);
    expect(page).toContain('aria-label="Refund number 1009"');
  });

  it('an order’s page says its type and links a refund to the order it returns', async () => {
    const auth = await signInAs('former-member@example.com');
    const refund = text(await html(`/profile/orders/${REFUND}`, auth));
    expect(refund).toContain('Refund');
    expect(refund).toContain('Refund of order #1006');
    expect(await html(`/profile/orders/${REFUND}`, auth)).toContain(`href="/profile/orders/${REFUNDED}"`);
    const regular = text(await html(`/profile/orders/${REGULAR}`, auth));
    expect(regular).not.toMatch(/Refund|Exchange|Pickup To Ship|Corporate Order/);
  });

  it('the receipt of a refund opens as a refund, reports no purchase, and a regular one thanks for the order', async () => {
    const auth = await signInAs('former-member@example.com');
    const refund = await html(`/profile/order-receipt/${REFUND}`, auth);
    expect(refund).toMatch(/<h1[^>]*>Your refund<\/h1>/);
    expect(text(refund)).toContain('Refund of order #1006');
    expect(refund).not.toContain('data-island="purchase-tracker"');
    const regular = await html(`/profile/order-receipt/${REGULAR}`, auth);
    expect(regular).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(text(regular)).toContain('Order confirmed');
  });

  it('the guest order lookup carries the type, so the looked-up refund says it is one', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/orders/lookup?${new URLSearchParams({ email: 'former-member@example.com', orderNumber: '1009' })}`, {
      headers: { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { order: { purchaseType: string; previousOrder: { number: number } | null } };
    expect(body.order).toMatchObject({ purchaseType: 'Refund', previousOrder: { number: 1006 } });
  });
});
