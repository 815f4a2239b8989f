// The product hero's two islands, small and always on a product page together: one module, so
// the page fetches one file for them rather than two. The sticky bar's add button is the
// add-to-cart island (src/catalogue/add-to-cart/), which hydrates on first use.
export { ProductDetailTracker } from './product-detail-tracker.tsx';
export { StickyBarWatcher } from './sticky-bar-watcher.tsx';
