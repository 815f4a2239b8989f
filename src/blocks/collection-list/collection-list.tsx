import { use, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { CARD_IMAGE_SIZES, cardImageSrc } from '../../catalogue/image.ts';
import { imageRendition } from '../../ui/image/renditions.ts';
import { isListed } from '../../commerce/rules/availability.ts';
import type { Product } from '../../commerce/types.ts';
import { PageDataContext, productsPromise, usePageData, type PageData } from '../../page-data/index.ts';
import { rendersAlikeForEveryone } from '../../page-data/reuse.tsx';
import { EAGER_CARDS, ProductCard, type ProductCardOptions } from '../../catalogue/product-card/product-card.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { CollectionListOptions } from './collection-list.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

type Entry = { product: Product; fullWidth: boolean; dark: boolean };

// For a visitor with no customer and no cart (whose islands already render from props
// alone) the list's markup follows from its entries (product objects, replaced whenever a
// product's cached data changes, and their card flags) and this block (whose options object
// lives as long as its content version): the whole list of cards is rendered once and
// reused as one string, so React neither renders nor writes 38 list items per request.
// React preloads the images of the first four cards (they load eagerly) when it renders
// them itself; reused markup asks for those preloads by hand.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
type RenderedList = { entries: readonly Entry[]; html: string };
// One list per block id: a block's options object may sit at more than one place of a page.
const renderedLists = new WeakMap<CollectionListOptions, Map<string, RenderedList>>();
const LISTS_PER_OPTIONS = 16;

const sameEntries = (a: readonly Entry[], b: readonly Entry[]) =>
  a.length === b.length && a.every((entry, index) => entry.product === b[index]!.product && entry.fullWidth === b[index]!.fullWidth && entry.dark === b[index]!.dark);

function preloadEagerImages(entries: readonly Entry[], pageData: PageData) {
  for (const { product } of entries.slice(0, EAGER_CARDS)) {
    // The same srcset and sizes as the card's image: React keys image preloads by them.
    const rendition = imageRendition(cardImageSrc(product.image), { kind: 'product', sizes: CARD_IMAGE_SIZES }, pageData.settings.images);
    preload(rendition.src, rendition.srcSet ? { as: 'image', imageSrcSet: rendition.srcSet, imageSizes: CARD_IMAGE_SIZES } : { as: 'image' });
  }
}

/** The list's items for a visitor who brings nothing of their own, rendered once per entries and reused. */
function reusedItems(entries: readonly Entry[], items: () => ReactNode, pageData: PageData, listOptions: CollectionListOptions, blockId: string): string {
  preloadEagerImages(entries, pageData);
  let lists = renderedLists.get(listOptions);
  if (!lists) renderedLists.set(listOptions, (lists = new Map()));
  let rendered = lists.get(blockId);
  if (!rendered || !sameEntries(rendered.entries, entries)) {
    // A render of its own puts the preloads of the eager images before the list: the
    // page's head carries them instead (above).
    const html = renderToString(<PageDataContext.Provider value={pageData}>{items()}</PageDataContext.Provider>).replace(LEADING_PRELOADS, '');
    if (!lists.has(blockId) && lists.size >= LISTS_PER_OPTIONS) lists.clear();
    lists.set(blockId, (rendered = { entries, html }));
  }
  return rendered.html;
}

/** Content spec section 8: the editor's placeholder for a list with no products picked (preview only). */
export const EMPTY_COLLECTION_PLACEHOLDER = 'Please select Products to display them here.';

/** Spec 8 "User-visible messages": the generic error. */
export const COLLECTION_FAILED = 'Sorry, there has been an error.';

export function CollectionList({ options, blockId }: BlockProps<CollectionListOptions>) {
  const pageData = usePageData();
  const { products } = pageData;
  // Both loads start before either is awaited.
  const picked = productsPromise(
    products,
    options.collectionItems.map((item) => item.product),
  );
  const listed: Promise<Product[] | null> = options.collection ? products.collection(options.collection) : Promise.resolve([]);
  const pickedProducts = use(picked);
  const collectionProducts = use(listed);

  const entries: Entry[] = [];
  options.collectionItems.forEach((item, index) => {
    const product = pickedProducts[index];
    // Spec: retired and not-found products are dropped, and products without a page.
    // The card flags come from the block's item or from the product's page entry (c-7-products-data).
    if (product && isListed(product)) {
      entries.push({ product, fullWidth: item.hasFullWidthProductCard || product.hasFullWidthProductCard, dark: item.hasDarkBackgroundProductCard || product.hasDarkBackgroundProductCard });
    }
  });
  const seen = new Set(entries.map((entry) => entry.product.id));
  for (const product of collectionProducts ?? []) {
    if (!seen.has(product.id)) entries.push({ product, fullWidth: product.hasFullWidthProductCard, dark: product.hasDarkBackgroundProductCard });
  }
  // A collection the backend could not give is an error, never "empty" (the spec's generic message).
  const failed = collectionProducts === null;

  const listName = options.title ?? options.collection ?? 'Collection';
  // Content spec section 8: an editor-only placeholder where nothing has been picked yet.
  const nothingPicked = options.collectionItems.length === 0 && !options.collection;
  const items = () =>
    entries.map((entry, index) => {
      const cardOptions: ProductCardOptions = {
        id: `${blockId}-${index}`,
        listName,
        position: index + 1,
        hideMultiSelect: options.hideMultiSelect,
        fullWidth: entry.fullWidth,
        dark: entry.dark,
        imageBackground: options.enableImageBackgroundColor,
        headingLevel: options.title ? 3 : 2,
      };
      return (
        <li key={`${entry.product.id}-${index}`} className={`product-grid__item${entry.fullWidth ? ' product-grid__item--full' : ''}`}>
          <ProductCard product={entry.product} options={cardOptions} />
        </li>
      );
    });
  const reused = entries.length > 0 && rendersAlikeForEveryone(pageData) ? reusedItems(entries, items, pageData, options, blockId) : undefined;
  return (
    <section className={`collection-list collection-list--${options.designVariants}`} aria-label={options.title ?? undefined}>
      {options.title ? <h2 className="collection-list__title">{options.title}</h2> : null}
      {pageData.preview && nothingPicked ? (
        <div className="editor-warning" role="note">
          {EMPTY_COLLECTION_PLACEHOLDER}
        </div>
      ) : null}
      {entries.length === 0 ? (
        <p className="product-grid__empty" role={failed ? 'alert' : undefined}>
          {failed ? COLLECTION_FAILED : 'This collection is empty.'}
        </p>
      ) : (
        <ul className="product-grid" role="list" dangerouslySetInnerHTML={reused === undefined ? undefined : { __html: trustedHtml(reused) }}>
          {reused === undefined ? items() : null}
        </ul>
      )}
    </section>
  );
}
