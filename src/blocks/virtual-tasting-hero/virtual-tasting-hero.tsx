// The virtual-tasting hero: the kit's name as the page's heading, its price and the
// add-to-cart (or whatever the purchase rules allow), the date and where it is hosted,
// and the editor's description of the evening. Without a product (none picked, or it
// is gone from the catalogue) visitors still read the tasting; editors see why in preview.
import { use } from 'react';
import { isProductAvailable } from '../../commerce/rules/availability.ts';
import { productPriceDisplay } from '../../commerce/rules/price.ts';
import { defaultVariant } from '../../commerce/rules/purchase-state.ts';
import type { Product } from '../../commerce/types.ts';
import { cardImageSrc } from '../../catalogue/image.ts';
import { Price } from '../../catalogue/price/price.tsx';
import { PurchaseControl } from '../../catalogue/purchase/purchase-control.tsx';
import { productsPromise, usePageData } from '../../page-data/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { Img } from '../../ui/image/img.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { VirtualTastingHeroOptions } from './virtual-tasting-hero.schema.ts';
import { preloadSerifItalic } from '../../ui/fonts/preload.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export const TASTING_HERO_WARNINGS = {
  unselected: 'Please select the tasting kit Product for this virtual tasting',
  missing: 'Warning! Selected Product does not exist or is deactivated in C7',
} as const;

export function VirtualTastingHero({ options, blockId }: BlockProps<VirtualTastingHeroOptions>) {
  const { products, preview } = usePageData();
  const loaded = options.product ? use(productsPromise(products, [options.product]))[0] : null;
  const product = loaded && isProductAvailable(loaded) ? loaded : null;
  const warning = !options.product ? TASTING_HERO_WARNINGS.unselected : product ? null : TASTING_HERO_WARNINGS.missing;
  return (
    <>
      {preview && warning ? (
        <div className="editor-warning virtual-tasting-hero__warning" role="note">
          {warning}
        </div>
      ) : null}
      <VirtualTastingHeroView options={options} product={product} id={`virtual-tasting-${blockId}`} />
    </>
  );
}

function VirtualTastingHeroView({ options, product, id }: { options: VirtualTastingHeroOptions; product: Product | null; id: string }) {
  const titleId = `${id}-title`;
  const { settings } = usePageData();
  const image = product ? (product.images[0] ?? (product.image ? { src: product.image, altText: product.title } : null)) : null;
  return (
    <section id={id} className="virtual-tasting-hero" aria-labelledby={titleId}>
      <div className="virtual-tasting-hero__inner">
        <div className="virtual-tasting-hero__lead">
          <p className="virtual-tasting-hero__eyebrow">Virtual tasting</p>
          {/* The kit is what is sold here, so it names the page; the subtitle stands in without it. */}
          <h1 id={titleId} className="virtual-tasting-hero__title">
            {product ? product.title : options.subTitle}
          </h1>
          {product ? <Subtitle text={options.subTitle} /> : null}
          {options.date || options.location ? (
            <dl className="virtual-tasting-hero__facts">
              {options.date ? (
                <div>
                  <dt>When</dt>
                  <dd>{options.date}</dd>
                </div>
              ) : null}
              {options.location ? (
                <div>
                  <dt>Where</dt>
                  <dd>{options.location}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {product ? <TastingPurchase product={product} id={id} /> : null}
        </div>
        <div className="virtual-tasting-hero__about">
          {image ? (
            <Img
              className="virtual-tasting-hero__img"
              src={cardImageSrc(image.src)}
              alt={image.altText}
              kind="product"
              sizes="220px"
              width={290}
              height={370}
              loading="priority"
              settings={settings.images}
            />
          ) : null}
          <h2 className="virtual-tasting-hero__description-title">{options.descriptionTitle}</h2>
          <div className="rich-text virtual-tasting-hero__description" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.description)) }} />
        </div>
      </div>
    </section>
  );
}

function TastingPurchase({ product, id }: { product: Product; id: string }) {
  const { clubDiscountPercentage } = usePageData().settings;
  const variant = defaultVariant(product);
  const display = variant ? productPriceDisplay(product, variant, clubDiscountPercentage) : null;
  return (
    <div className="virtual-tasting-hero__purchase">
      {display ? <Price display={display} size="lg" /> : null}
      <PurchaseControl product={product} variant={variant} options={{ id: `${id}-atc`, price: display?.price ?? 0 }} />
      <a className="virtual-tasting-hero__details-link" href={`/product/${product.pageSlug ?? product.slug}`}>
        More about the {product.title}
      </a>
    </div>
  );
}

/** The subtitle, set in the serif's italic above the fold: its face is fetched with the page's first requests. */
function Subtitle({ text }: { text: string }) {
  preloadSerifItalic();
  return <p className="virtual-tasting-hero__subtitle">{text}</p>;
}
