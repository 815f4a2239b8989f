// The product hero's gallery, by the product's layout (storefront spec 3 enumerations:
// "Layouts: Regular, Multiple, Product pair, Feature image"; the layout is the product's page
// entry's). The spec names the layouts only; what each shows is this store's reading of the
// names (docs/differences.md):
// - Regular: the bottle, with up to four more images as thumbnails;
// - Multiple: every image (up to four) side by side at one size, for a set or a vertical;
// - Product pair: the first two images together, the second overlapping the first;
// - Feature image: the first image filling a wider column, cropped to it (a photograph).
// A layout the images cannot fill (a pair with one image) falls back to Regular. Each image
// carries its own background and crop-to-fit (spec 3 "Product" images).
import type { ReactNode } from 'react';
import type { Product, ProductImage } from '../../commerce/types.ts';
import { DETAIL_IMAGE, DETAIL_IMAGE_SIZES, cardImageSrc, imageDress } from '../../catalogue/image.ts';
import { usePageData } from '../../page-data/index.ts';
import { Img, type ImageLoading } from '../../ui/image/img.tsx';

export type HeroLayout = 'regular' | 'multiple' | 'pair' | 'feature';

/** The layout the hero shows: the entry's, unless the product has too few images for it. */
export function layoutClass(product: Pick<Product, 'layout' | 'images'>): HeroLayout {
  const count = product.images.length;
  switch (product.layout) {
    case 'Multiple':
      return count >= 2 ? 'multiple' : 'regular';
    case 'Product pair':
      return count >= 2 ? 'pair' : 'regular';
    case 'Feature image':
      return count >= 1 ? 'feature' : 'regular';
    case 'Regular':
      return 'regular';
  }
}

/** The `sizes` each layout gives its images: the slot they fill from tablets up, and on phones. */
export const GALLERY_SIZES: Record<HeroLayout, string> = {
  regular: DETAIL_IMAGE_SIZES,
  multiple: '(min-width: 1440px) 200px, (min-width: 768px) 22vw, 45vw',
  pair: '(min-width: 768px) 300px, 60vw',
  feature: '(min-width: 1440px) 760px, (min-width: 768px) 55vw, 100vw',
};

function Seal({ product }: { product: Product }) {
  if (product.seal.kind === 'None') return null;
  return (
    <span className={`product-hero__seal product-hero__seal--${product.seal.kind.toLowerCase()}`}>
      {product.seal.kind === 'Points' ? (
        <>
          <strong>{product.seal.points}</strong> pts
        </>
      ) : (
        product.seal.medal
      )}
    </span>
  );
}

function Figure({ image, layout, loading, children }: { image: ProductImage | undefined; layout: HeroLayout; loading: ImageLoading; children?: ReactNode }) {
  const { settings } = usePageData();
  const dress = imageDress(image);
  const className = ['product-hero__figure', dress.dressed ? 'product-hero__figure--dressed' : '', dress.crop ? 'product-hero__figure--crop' : ''].filter(Boolean).join(' ');
  return (
    <figure className={className} style={dress.style}>
      <Img
        src={cardImageSrc(image?.src)}
        alt={image?.altText ?? ''}
        kind="product"
        sizes={GALLERY_SIZES[layout]}
        width={DETAIL_IMAGE.tablet.width}
        height={DETAIL_IMAGE.tablet.height}
        loading={loading}
        settings={settings.images}
      />
      {children}
    </figure>
  );
}

export function Gallery({ product }: { product: Product }) {
  const { settings } = usePageData();
  const layout = layoutClass(product);
  const [first] = product.images;
  if (layout === 'multiple' || layout === 'pair') {
    const shown = product.images.slice(0, layout === 'pair' ? 2 : 4);
    return (
      <div className={`product-hero__gallery product-hero__gallery--${layout}`}>
        <div className="product-hero__set">
          {/* The first is the page's largest paint: preloaded, fetched first. */}
          {shown.map((image, index) => (
            <Figure key={`${image.src}-${index}`} image={image} layout={layout} loading={index === 0 ? 'priority' : 'eager'} />
          ))}
          <Seal product={product} />
        </div>
      </div>
    );
  }
  return (
    <div className={`product-hero__gallery product-hero__gallery--${layout}`}>
      {/* The product page's largest paint: preloaded, fetched first. */}
      <Figure image={first} layout={layout} loading="priority">
        <Seal product={product} />
      </Figure>
      {layout === 'regular' && product.images.length > 1 ? (
        <ul className="product-hero__thumbs" role="list" aria-label="More images">
          {product.images.slice(1, 5).map((extra, index) => (
            <li key={`${extra.src}-${index}`}>
              <Img src={cardImageSrc(extra.src)} alt={extra.altText} kind="product" sizes="90px" width={90} height={114} loading="lazy" settings={settings.images} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
