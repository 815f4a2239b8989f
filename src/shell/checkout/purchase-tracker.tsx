// Reports a placed order once (purchase_wine), however often its receipt is reloaded.
import { useEffect } from 'react';
import { trackBuilderConversion } from '../../analytics/builder-track.ts';
import { pushDataLayer } from '../../analytics/data-layer.ts';

export type PurchaseTrackerProps = {
  orderId: string;
  orderNumber: number;
  /** Dollars. */
  value: number;
  shipping: number;
  items: { item_id: string; item_name: string; price: number; quantity: number; index: number }[];
};

export function PurchaseTracker({ orderId, orderNumber, value, shipping, items }: PurchaseTrackerProps) {
  useEffect(() => {
    const key = `purchase-reported:${orderId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be off; reporting twice on a reload is the lesser harm.
    }
    pushDataLayer('purchase_wine', { ecommerce: { transaction_id: String(orderNumber), currency: 'USD', value, shipping, items } });
    // The A/B tests' conversion in Builder, with the same consent gate as their impressions.
    trackBuilderConversion(value);
  }, [orderId, orderNumber, value, shipping, items]);
  return null;
}
