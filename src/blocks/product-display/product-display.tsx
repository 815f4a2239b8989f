import { use } from 'react';
import { isListed } from '../../commerce/rules/availability.ts';
import type { Product } from '../../commerce/types.ts';
import { productsPromise, usePageData } from '../../page-data/index.ts';
import { rendersAlikeForEveryone, reusedMarkup } from '../../page-data/reuse.tsx';
import { ProductCard } from '../../catalogue/product-card/product-card.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { ProductDisplayOptions } from './product-display.schema.ts';

export const EMPTY_DISPLAY_PLACEHOLDER = 'Please select Products to display them here.';

/** The products a display shows, in order: the page starts loading them before it renders. */
export const displayedSlugs = (options: ProductDisplayOptions): string[] => options.productsReference.map((item) => item.product);

export function ProductDisplay({ options, blockId }: BlockProps<ProductDisplayOptions>) {
  const pageData = usePageData();
  const { products, preview } = pageData;
  const loaded = use(productsPromise(products, displayedSlugs(options)));
  const shown = loaded.filter((product): product is Product => product !== null && isListed(product));
  const headingId = `${blockId}-heading`;

  if (shown.length === 0) {
    return preview ? (
      <div className="editor-warning" role="note">
        {EMPTY_DISPLAY_PLACEHOLDER}
      </div>
    ) : null;
  }
  const count = Math.min(shown.length, 4);
  const inside = () => (
    <>
      <div className="product-display__intro">
        <h2 id={headingId} className="product-display__header">
          {options.header}
        </h2>
        {options.subHeader ? <p className="product-display__subheader">{options.subHeader}</p> : null}
      </div>
      <ul className={`product-grid product-display__grid product-display__grid--${count}${options.enableStackedCardLayout ? ' product-grid--stacked' : ''}`} role="list">
        {shown.map((product, index) => (
          <li key={`${product.id}-${index}`} className="product-grid__item">
            <ProductCard
              product={product}
              options={{
                id: `${blockId}-${index}`,
                listName: options.header,
                position: index + 1,
                showPrice: options.showPrice,
                showAddToCart: options.showAddToCart,
                showTeaser: options.showTeaser,
                showAllocation: options.showAllocation,
                hideMultiSelect: options.hideMultiSelect,
                addToCartButtonOutlined: options.addToCartButtonOutlined,
                fullWidth: options.cardType === 'full-width',
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
  const className = `product-display product-display--${options.designVariants}`;
  // The cards follow from the block's options (one object per content version) and the
  // product objects (replaced when their cached data changes): for a visitor who brings
  // nothing of their own they are rendered once and reused.
  if (rendersAlikeForEveryone(pageData)) {
    return <section className={className} aria-labelledby={headingId} dangerouslySetInnerHTML={{ __html: reusedMarkup(pageData, options, blockId, shown, inside) }} />;
  }
  return (
    <section className={className} aria-labelledby={headingId}>
      {inside()}
    </section>
  );
}

/**
 * Stands in while the products load after the shell: the heading and as many card-sized
 * placeholders as will arrive, so the page does not jump when they do.
 */
export function ProductDisplayFallback({ options }: { options: ProductDisplayOptions }) {
  const count = Math.max(1, Math.min(options.productsReference.length, 4));
  return (
    <section className={`product-display product-display--${options.designVariants}`} aria-busy="true" aria-label={options.header}>
      <div className="product-display__intro">
        <p className="product-display__header" aria-hidden="true">
          {options.header}
        </p>
        {options.subHeader ? <p className="product-display__subheader">{options.subHeader}</p> : null}
      </div>
      <ul className={`product-grid product-display__grid product-display__grid--${count}`} role="list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-grid__item product-card-placeholder" />
        ))}
      </ul>
    </section>
  );
}
