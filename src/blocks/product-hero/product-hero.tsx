// The product detail hero (storefront spec 2): h1 title, optional h2 subtitle, the image
// gallery with its seal badge, the price block and the add-to-cart area; the sticky
// sub-navigation once it is scrolled past; editor placeholders in preview.
import { use } from 'react';
import { needsAllocation } from '../../commerce/rules/allocation.ts';
import { isDeactivated } from '../../commerce/rules/availability.ts';
import { productPriceDisplay } from '../../commerce/rules/price.ts';
import { addButtonLabel } from '../../commerce/rules/checkout-type.ts';
import { defaultVariant, purchaseState, showAccolades } from '../../commerce/rules/purchase-state.ts';
import type { Product, Variant, Viewer } from '../../commerce/types.ts';
import { productsPromise, usePageData } from '../../page-data/index.ts';
import { cardImageSrc } from '../../catalogue/image.ts';
import { Price } from '../../catalogue/price/price.tsx';
import { PurchaseControl } from '../../catalogue/purchase/purchase-control.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { formatCents } from '../../ui/money/format.ts';
import { island } from '../../ui/island/island.tsx';
import { preloadSerifItalic } from '../../ui/fonts/preload.ts';
import { COLOR_MAP, readableColors, PAPER } from '../kit/inputs/colors.ts';
import { ProductDetailTracker } from './product-detail-tracker.tsx';
import type { ProductHeroOptions } from './product-hero.schema.ts';
import { StickyAddToCartBar } from './sticky-add-to-cart-bar.tsx';
import { StickyBarWatcher } from './sticky-bar-watcher.tsx';
import { Gallery, layoutClass } from './gallery.tsx';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export const HERO_PLACEHOLDERS = {
  missing: 'Warning! Selected Product does not exist or is deactivated in C7',
  unselected: "Please select a Product to display it's details",
} as const;

const StickyBarWatcherIsland = island('product-sticky-bar', StickyBarWatcher);
const ProductDetailIsland = island('product-detail', ProductDetailTracker);

function Placeholder({ children }: { children: string }) {
  return (
    <div className="editor-warning product-hero__placeholder" role="note">
      {children}
    </div>
  );
}

export function ProductHero({ options, blockId }: BlockProps<ProductHeroOptions>) {
  const { pageProduct, preview, products } = usePageData();
  // Block references name a product by its page slug (its c-7-products-data entry).
  const slug = options.product ?? pageProduct?.pageSlug;
  if (!slug) return preview ? <Placeholder>{HERO_PLACEHOLDERS.unselected}</Placeholder> : null;
  const product = pageProduct?.pageSlug === slug ? pageProduct : use(productsPromise(products, [slug]))[0];
  if (!product || isDeactivated(product)) {
    return preview ? <Placeholder>{HERO_PLACEHOLDERS.missing}</Placeholder> : null;
  }
  return <ProductHeroView product={product} options={options} blockId={blockId} />;
}

function ProductHeroView({ product, options, blockId }: { product: Product; options: ProductHeroOptions; blockId: string }) {
  const { viewer, settings } = usePageData();
  const { clubDiscountPercentage } = settings;
  const members = needsAllocation(product, viewer, { customerRestricted: options.customerRestricted });
  const variants = product.variants;
  const main = defaultVariant(product);
  const heroId = `product-hero-${blockId}`;
  const titleId = `${heroId}-title`;
  const subTitle = options.subTitle || product.subTitle;
  // The text block's contrast rule decides whether the hero's text turns light.
  const { color, backgroundColor: background } = readableColors(undefined, options.background, PAPER);
  const dark = color === COLOR_MAP.White;
  const mainDisplay = main ? productPriceDisplay(product, main, clubDiscountPercentage) : null;
  const allocationCta = options.customAllocationCTA
    ? {
        text: options.customAllocationCTA.text,
        href: options.customAllocationCTA.href,
        design: options.customAllocationCTA.design,
        outlined: options.customAllocationCTA.outlined,
        ariaLabel: options.customAllocationCTA.ariaLabel,
      }
    : undefined;

  return (
    <>
      <section
        id={heroId}
        className={`product-hero product-hero--${layoutClass(product)}${dark ? ' product-hero--dark' : ''}${options.disableAnimations ? ' product-hero--still' : ''}${options.disableImageOffsets ? ' product-hero--no-offsets' : ''}`}
        aria-labelledby={titleId}
        style={{
          backgroundColor: background,
          backgroundImage: options.customBackgroundImage ? `url("${options.customBackgroundImage.replace(/["\\]/g, '')}")` : undefined,
        }}
      >
        <div className="product-hero__inner">
          <Gallery product={product} />
          <div className="product-hero__details">
            {options.eyebrow ? <p className="product-hero__eyebrow">{options.eyebrow}</p> : null}
            <h1 id={titleId} className="product-hero__title">
              {product.title}
            </h1>
            {subTitle ? <h2 className="product-hero__subtitle">{subTitle}</h2> : null}
            {showAccolades(product) ? (
              <ul className="product-hero__accolades" role="list" aria-label="Accolades">
                {product.accolades.map((accolade, index) => (
                  <li key={index}>
                    {accolade.accoladesType === 'points' ? `${accolade.reviewPoints} Points` : accolade.medalType}
                    {accolade.publication ? <span> · {accolade.publication}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {product.teaser ? <Teaser text={product.teaser} /> : null}
            <div className="product-hero__purchase">
              {variants.length > 1 && !members ? (
                <ul className="product-hero__variants" role="list" aria-label="Sizes">
                  {variants.map((variant, index) => (
                    <li key={variant.sku} className="product-hero__variant">
                      <h3 className="product-hero__variant-title">{variant.title}</h3>
                      <VariantPurchase product={product} variant={variant} options={options} id={`${heroId}-v${index}`} />
                    </li>
                  ))}
                </ul>
              ) : (
                <>
                  {mainDisplay && !members ? <Price display={mainDisplay} size="lg" /> : null}
                  {product.hideAddToCartForm && !members ? null : (
                    <PurchaseControl
                      product={product}
                      variant={main}
                      options={{
                        id: `${heroId}-atc`,
                        customerRestricted: options.customerRestricted,
                        allocationCta,
                        caseSize: options.bottlesInCase > 1 ? options.bottlesInCase : null,
                        price: mainDisplay?.price ?? 0,
                        onProductPage: true,
                      }}
                    />
                  )}
                </>
              )}
            </div>
            {product.content ? <div className="product-hero__content rich-text" dangerouslySetInnerHTML={{ __html: trustedHtml(product.content) }} /> : null}
          </div>
        </div>
      </section>
      {!options.disableStickySubNavigation && main ? (
        <>
          <StickyAddToCartBar
            heroId={heroId}
            title={product.title}
            priceText={!members && mainDisplay ? formatCents(mainDisplay.price) : null}
            priceLabel={!members && mainDisplay && mainDisplay.kind !== 'retail' ? mainDisplay.label : null}
            purchase={stickyPurchase(product, main, viewer, options.customerRestricted, mainDisplay?.price ?? 0, `${heroId}-sticky`)}
            allocation={members}
          />
          <StickyBarWatcherIsland heroId={heroId} />
        </>
      ) : null}
      <ProductDetailIsland
        id={product.id}
        name={product.title}
        url={`/product/${product.pageSlug ?? product.slug}`}
        price={(mainDisplay?.price ?? 0) / 100}
        image={cardImageSrc(product.image)}
        sku={main?.sku ?? ''}
      />
    </>
  );
}

function VariantPurchase({ product, variant, options, id }: { product: Product; variant: Variant; options: ProductHeroOptions; id: string }) {
  const { clubDiscountPercentage } = usePageData().settings;
  const display = productPriceDisplay(product, variant, clubDiscountPercentage);
  return (
    <div className="product-hero__variant-purchase">
      <Price display={display} />
      <PurchaseControl product={product} variant={variant} options={{ id, customerRestricted: options.customerRestricted, price: display.price, onProductPage: true }} />
    </div>
  );
}

/** The sticky bar's small add button: only where the product can be added as it is (no gift-card fields). */
function stickyPurchase(product: Product, variant: Variant, viewer: Viewer, customerRestricted: boolean, price: number, id: string) {
  if (product.giftCard || product.hideAddToCartForm) return null;
  const state = purchaseState(product, variant, viewer, { customerRestricted });
  if (state.kind !== 'add-to-cart') return null;
  return {
    id,
    sku: state.sku,
    productId: product.id,
    productTitle: product.title,
    price,
    label: addButtonLabel(product.checkoutType, state.label),
    checkoutType: product.checkoutType,
    showQuantitySelector: false,
    quantityLimit: state.quantityLimit,
    quantityMultiplier: state.quantityMultiplier,
    size: 'sm' as const,
  };
}

/** The teaser, set in the serif's italic above the fold: its face is fetched with the page's first requests. */
function Teaser({ text }: { text: string }) {
  preloadSerifItalic();
  return <p className="product-hero__teaser">{text}</p>;
}
