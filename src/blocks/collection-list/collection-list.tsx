import { use } from 'react';
import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { CARD_IMAGE_SIZES, cardImageSrc } from '../../catalogue/image.ts';
import { imageRendition } from '../../ui/image/renditions.ts';
import { isListed } from '../../commerce/rules/availability.ts';
import type { Product } from '../../commerce/types.ts';
import { PageDataContext, productsPromise, usePageData, type PageData } from '../../page-data/index.ts';
import { EAGER_CARDS, ProductCard, type ProductCardOptions } from '../../catalogue/product-card/product-card.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { CollectionListOptions } from './collection-list.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

type Entry = { product: Product; fullWidth: boolean; dark: boolean };

// For a visitor with no customer and no cart (whose islands already render from props
// alone) a card's markup follows from its product object (replaced whenever the product's
// cached data changes) and its place in this block (whose options object lives as long as
// its content version): cards are rendered once and reused. React preloads the images of
// the first four cards (they load eagerly) when it renders them itself; a reused card asks
// for that preload by hand.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
type Rendered = { product: Product; key: string; html: string };
const renderedCards = new WeakMap<CollectionListOptions, Rendered[]>();

function Card({ product, options, pageData, listOptions }: { product: Product; options: ProductCardOptions; pageData: PageData; listOptions: CollectionListOptions }) {
  const card = <ProductCard product={product} options={options} />;
  if (!pageData.anonymous || pageData.preview) return card;
  if (options.position <= EAGER_CARDS) {
    // The same srcset and sizes as the card's image: React keys image preloads by them.
    const rendition = imageRendition(cardImageSrc(product.image), { kind: 'product', sizes: CARD_IMAGE_SIZES }, pageData.settings.images);
    preload(rendition.src, rendition.srcSet ? { as: 'image', imageSrcSet: rendition.srcSet, imageSizes: CARD_IMAGE_SIZES } : { as: 'image' });
  }
  let cards = renderedCards.get(listOptions);
  if (!cards) renderedCards.set(listOptions, (cards = []));
  const index = options.position - 1;
  let rendered = cards[index];
  if (!rendered || rendered.product !== product || rendered.key !== options.id) {
    // A render of its own puts the preload of an eager image before the card: the page's
    // head carries it instead (above).
    const html = renderToString(<PageDataContext.Provider value={pageData}>{card}</PageDataContext.Provider>).replace(LEADING_PRELOADS, '');
    cards[index] = rendered = { product, key: options.id, html };
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
        <ul className="product-grid" role="list">
          {entries.map((entry, index) => {
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
            const card = Card({ product: entry.product, options: cardOptions, pageData, listOptions: options });
            const className = `product-grid__item${entry.fullWidth ? ' product-grid__item--full' : ''}`;
            return typeof card === 'string' ? (
              <li key={`${entry.product.id}-${index}`} className={className} dangerouslySetInnerHTML={{ __html: trustedHtml(card) }} />
            ) : (
              <li key={`${entry.product.id}-${index}`} className={className}>
                {card}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
