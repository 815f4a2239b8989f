import { use } from 'react';
import { isListed } from '../../commerce/rules/availability.ts';
import type { Product } from '../../commerce/types.ts';
import { productsPromise, usePageData } from '../../page-data/index.ts';
import { ProductCard } from '../../catalogue/product-card/product-card.tsx';
import type { BlockProps } from '../render/define-block.ts';
import type { CollectionListOptions } from './collection-list.schema.ts';

type Entry = { product: Product; fullWidth: boolean; dark: boolean };

export function CollectionList({ options, blockId }: BlockProps<CollectionListOptions>) {
  const { products } = usePageData();
  // Both loads start before either is awaited.
  const picked = productsPromise(products, options.collectionItems.map((item) => item.product));
  const listed = options.collection ? products.collection(options.collection) : Promise.resolve([]);
  const pickedProducts = use(picked);
  const collectionProducts = use(listed);

  const entries: Entry[] = [];
  options.collectionItems.forEach((item, index) => {
    const product = pickedProducts[index];
    // Spec: retired and not-found products are dropped, and products without a page.
    if (product && isListed(product)) entries.push({ product, fullWidth: item.hasFullWidthProductCard, dark: item.hasDarkBackgroundProductCard });
  });
  const seen = new Set(entries.map((entry) => entry.product.id));
  for (const product of collectionProducts) if (!seen.has(product.id)) entries.push({ product, fullWidth: false, dark: false });

  const listName = options.title ?? options.collection ?? 'Collection';
  return (
    <section className={`collection-list collection-list--${options.designVariants}`} aria-label={options.title ?? undefined}>
      {options.title ? <h2 className="collection-list__title">{options.title}</h2> : null}
      {entries.length === 0 ? (
        <p className="product-grid__empty">This collection is empty.</p>
      ) : (
        <ul className="product-grid" role="list">
          {entries.map((entry, index) => (
            <li key={`${entry.product.id}-${index}`} className={`product-grid__item${entry.fullWidth ? ' product-grid__item--full' : ''}`}>
              <ProductCard
                product={entry.product}
                options={{
                  id: `${blockId}-${index}`,
                  listName,
                  position: index + 1,
                  hideMultiSelect: options.hideMultiSelect,
                  fullWidth: entry.fullWidth,
                  dark: entry.dark,
                  imageBackground: options.enableImageBackgroundColor,
                  headingLevel: options.title ? 3 : 2,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
