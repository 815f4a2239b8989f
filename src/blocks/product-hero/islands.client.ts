// The product hero's two islands are always on a product page together: one module, so the
// page fetches one file for them rather than two.
export { ProductDetailTracker } from './product-detail-tracker.tsx';
export { StickyAddToCartBar } from './sticky-add-to-cart-bar.tsx';
