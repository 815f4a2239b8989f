// The product card of storefront spec 2: image, title, teaser, prices and the purchase
// control, linking to the product page. Cards carry their analytics data so the client
// can report impressions and clicks without hydrating the grid.
import { needsAllocation } from '../../commerce/rules/allocation.ts';
import { productPriceDisplay } from '../../commerce/rules/price.ts';
import { defaultVariant } from '../../commerce/rules/purchase-state.ts';
import type { Product } from '../../commerce/types.ts';
import { usePageData } from '../../page-data/index.ts';
import { Img } from '../../ui/image/img.tsx';
import { CARD_IMAGE, CARD_IMAGE_SIZES, cardImageSrc, imageDress } from '../image.ts';
import { Price } from '../price/price.tsx';
import { PurchaseControl } from '../purchase/purchase-control.tsx';

export type ProductCardOptions = {
  showPrice?: boolean;
  showAddToCart?: boolean;
  showTeaser?: boolean;
  showAllocation?: boolean;
  hideMultiSelect?: boolean;
  addToCartButtonOutlined?: boolean;
  fullWidth?: boolean;
  dark?: boolean;
  imageBackground?: boolean;
  /** Analytics: the list the card sits in and its place there (1-based). */
  listName: string;
  position: number;
  /** Unique on the page. */
  id: string;
  headingLevel?: 2 | 3;
};

/** What the client reports for a card (productImpression, productClick). */
export type CardAnalytics = { id: string; name: string; price: number; list: string; position: number; url: string };

/** The first cards of a list are above the fold on most screens: they load at once. */
export const EAGER_CARDS = 4;

export function productUrl(product: Pick<Product, 'pageSlug' | 'slug'>): string {
  return `/product/${product.pageSlug ?? product.slug}`;
}

export function ProductCard({ product, options }: { product: Product; options: ProductCardOptions }) {
  const { viewer, settings } = usePageData();
  const { clubDiscountPercentage } = settings;
  const variant = defaultVariant(product);
  const href = productUrl(product);
  const display = variant ? productPriceDisplay(product, variant, clubDiscountPercentage) : null;
  const members = needsAllocation(product, viewer);
  const analytics: CardAnalytics = { id: product.id, name: product.title, price: (display?.price ?? 0) / 100, list: options.listName, position: options.position, url: href };
  const Heading = options.headingLevel === 2 ? 'h2' : 'h3';
  // The first image's own background and crop (spec 3 "Product" images), from the product's page entry.
  const dress = imageDress(product.images[0]);
  const eager = options.position <= EAGER_CARDS;
  // A CSS background loads however far down the page its card is: a card below the first
  // row shows its photograph as a lazy image behind the bottle instead (Lighthouse's
  // offscreen-images found the 42 kB one on /collection/all).
  const lazyPhoto = !eager && dress.photo ? dress.photo : undefined;
  const mediaStyle = lazyPhoto ? { ...dress.style, backgroundImage: 'none' } : dress.style;
  const mediaClassName = ['product-card__media', dress.dressed ? 'product-card__media--dressed' : '', dress.crop ? 'product-card__media--crop' : ''].filter(Boolean).join(' ');
  const className = ['product-card', options.fullWidth ? 'product-card--full' : '', options.dark ? 'product-card--dark' : '', options.imageBackground ? 'product-card--image-bg' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <article className={className} data-product-card={JSON.stringify(analytics)} data-reveal="">
      <a className={mediaClassName} style={mediaStyle} href={href} tabIndex={-1} aria-hidden="true">
        {lazyPhoto ? <img className="product-card__backdrop" src={lazyPhoto} alt="" loading="lazy" decoding="async" /> : null}
        <Img
          src={cardImageSrc(product.image)}
          alt=""
          kind="product"
          sizes={CARD_IMAGE_SIZES}
          width={CARD_IMAGE.tablet}
          height={Math.round(CARD_IMAGE.tablet * 1.4)}
          loading={eager ? 'eager' : 'lazy'}
          settings={settings.images}
        />
      </a>
      <div className="product-card__body">
        {/* Spec 3 badge kinds, from the product's page entry: New Release, Library Wine (None shows nothing). */}
        {product.badge !== 'None' ? <p className="product-card__badge">{product.badge}</p> : null}
        <Heading className="product-card__title">
          <a href={href} data-product-link="">
            {product.title}
          </a>
        </Heading>
        {product.subTitle ? <p className="product-card__subtitle">{product.subTitle}</p> : null}
        {options.showTeaser !== false && product.teaser ? <p className="product-card__teaser">{product.teaser}</p> : null}
        <div className="product-card__purchase">
          {options.showPrice !== false && display && !members ? <Price display={display} size="sm" /> : null}
          {options.showAddToCart !== false && (options.showAllocation !== false || !members) ? (
            <PurchaseControl
              product={product}
              variant={variant}
              options={{
                id: `${options.id}-atc`,
                size: 'sm',
                outlined: options.addToCartButtonOutlined ?? false,
                hideMultiSelect: options.hideMultiSelect ?? false,
                price: display?.price ?? 0,
              }}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
