// Spec 4 "Product card and hero purchase state": the members-only prompt, a disabled
// "Sold out" button, "Learn more" for virtual gift cards, or the add-to-cart island.
import { purchaseState } from '../../commerce/rules/purchase-state.ts';
import { addButtonLabel } from '../../commerce/rules/checkout-type.ts';
import type { Product, Variant } from '../../commerce/types.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { island } from '../../ui/island/island.tsx';
import { AddToCart } from '../add-to-cart/add-to-cart.tsx';
import { Allocation, type AllocationCta } from '../allocation/allocation.tsx';
import { usePageData } from '../../page-data/index.ts';

export const AddToCartIsland = island('add-to-cart', AddToCart);

export type PurchaseControlOptions = {
  /** Unique on the page: the island's DOM ids derive from it. */
  id: string;
  size?: 'md' | 'sm';
  outlined?: boolean;
  hideMultiSelect?: boolean;
  customerRestricted?: boolean;
  allocationCta?: AllocationCta | undefined;
  allocationDescription?: string | undefined;
  caseSize?: number | null;
  /** Unit price charged, for analytics. */
  price: number;
  /** On the product's own page: a virtual gift card is bought here, not linked to. */
  onProductPage?: boolean;
};

export function PurchaseControl({ product, variant, options }: { product: Product; variant: Variant | undefined; options: PurchaseControlOptions }) {
  const { viewer, settings, anonymous } = usePageData();
  const { joinUrl } = settings;
  const state = purchaseState(product, variant, viewer, { customerRestricted: options.customerRestricted, hideMultiSelect: options.hideMultiSelect, onProductPage: options.onProductPage });
  const size = options.size ?? 'md';
  switch (state.kind) {
    case 'allocation': {
      // The block's own call to action wins; then the product's page entry (spec 3 "Allocation"); then the defaults.
      const copy = product.allocation;
      const entryCta = copy?.ctaTitle?.trim() ? { text: copy.ctaTitle.trim(), href: copy.ctaUrl ?? joinUrl } : undefined;
      return (
        <Allocation
          joinUrl={joinUrl}
          cta={options.allocationCta ?? entryCta}
          description={options.allocationDescription ?? copy?.description ?? undefined}
          label={copy?.label ?? undefined}
          extras={{ tooltipTitle: copy?.tooltipTitle, url: copy?.url, urlTitle: copy?.urlTitle }}
          compact={size === 'sm'}
        />
      );
    }
    case 'sold-out':
      return (
        <button type="button" className={`${buttonClassName('gray', false, size)} purchase__sold-out`} disabled aria-label={state.ariaLabel}>
          {state.label}
        </button>
      );
    case 'learn-more':
      return (
        // The product's name as hidden text, not an aria-label: audits read the link's
        // text, and "Learn more" alone does not say where it leads.
        <a className={buttonClassName('red', options.outlined ?? false, size)} href={state.href}>
          {state.label}
          <span className="visually-hidden">{` about ${product.title}`}</span>
        </a>
      );
    case 'add-to-cart': {
      // Without a customer or a cart the island's markup follows from its props alone.
      const Island = anonymous ? AddToCartIsland.Anonymous : AddToCartIsland;
      return (
        <Island
          id={options.id}
          sku={state.sku}
          productId={product.id}
          productTitle={product.title}
          price={options.price}
          label={addButtonLabel(product.checkoutType, state.label)}
          checkoutType={product.checkoutType}
          showQuantitySelector={state.showQuantitySelector}
          quantityLimit={state.quantityLimit}
          quantityMultiplier={state.quantityMultiplier}
          size={size}
          outlined={options.outlined ?? false}
          caseSize={options.caseSize ?? null}
          giftCard={product.giftCard !== null}
        />
      );
    }
  }
}
