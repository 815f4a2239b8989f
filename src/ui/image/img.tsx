import type { CSSProperties } from 'react';
import { imageRendition, type ImageKind, type ImageSettings } from './renditions.ts';

/**
 * When the image loads: `priority` is the page's largest paint (eager, fetched first; React
 * puts `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">` in the
 * head for it); `lazy` is below the fold; `eager` is above it but not the largest paint.
 *
 * Lazy is the browser's own `loading="lazy"`: the spec's 200 px margin (the stack's
 * IntersectionObserver rootMargin) is a floor that native lazy-loading already exceeds
 * (Chromium starts 1250-2500 px ahead), and it needs no script, works before hydration and
 * keeps `src` in the markup for crawlers and the shared page cache.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export type ImgProps = {
  src: string;
  alt: string;
  kind: ImageKind;
  /** The slot's width per breakpoint, as the `sizes` attribute says it. */
  sizes: string;
  /** The intended box, so the browser reserves it before the image arrives. */
  width?: number | undefined;
  height?: number | undefined;
  loading: ImageLoading;
  settings: ImageSettings;
  quality?: number | undefined;
  maxWidth?: number | undefined;
  className?: string | undefined;
  title?: string | undefined;
  style?: CSSProperties | undefined;
};

/** An image asked for at the size it is shown (srcset and sizes through the image transformations). */
export function Img(props: ImgProps) {
  const rendition = imageRendition(
    props.src,
    { kind: props.kind, sizes: props.sizes, ...(props.quality ? { quality: props.quality } : {}), ...(props.maxWidth ? { maxWidth: props.maxWidth } : {}) },
    props.settings,
  );
  return (
    <img
      className={props.className}
      src={rendition.src}
      srcSet={rendition.srcSet}
      sizes={rendition.sizes}
      alt={props.alt}
      title={props.title}
      width={props.width}
      height={props.height}
      loading={props.loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={props.loading === 'priority' ? 'high' : undefined}
      decoding={props.loading === 'priority' ? undefined : 'async'}
      style={props.style}
    />
  );
}
