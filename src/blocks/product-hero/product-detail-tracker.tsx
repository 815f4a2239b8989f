// Reports the product page view to the data layer (an island that renders nothing):
// productDetailImpression and the viewed-product event with name, id, URL, price, image.
import { useEffect } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';

export type ProductDetailTrackerProps = { id: string; name: string; url: string; price: number; image: string; sku: string };

export function ProductDetailTracker({ id, name, url, price, image, sku }: ProductDetailTrackerProps) {
  useEffect(() => {
    pushDataLayer('productDetailImpression', { ecommerce: { currencyCode: 'USD', detail: { products: [{ id, sku, name, price }] } } });
    pushDataLayer('viewedProduct', { product: { name, id, url: new URL(url, location.origin).href, price, image: new URL(image, location.origin).href } });
  }, [id, name, url, price, image, sku]);
  return null;
}
