import type { CSSProperties } from 'react';
import { imageSrcSet } from './image-source.ts';

/** Content spec: image quality 75 outside heroes, 85 in them. */
export const IMAGE_QUALITY = 75;
export const HERO_IMAGE_QUALITY = 85;

/**
 * An editor's image below the fold: lazy, resized by the CDN when it can be, with the
 * intended size so the browser reserves its box.
 */
export function ContentImage(props: {
  src: string;
  alt: string;
  className?: string;
  sizes: string;
  width?: number | undefined;
  height?: number | undefined;
  quality?: number;
  maxWidth?: number;
  eager?: boolean;
  style?: CSSProperties;
}) {
  return (
    <img
      className={props.className}
      src={props.src}
      srcSet={imageSrcSet(props.src, props.quality ?? IMAGE_QUALITY, props.maxWidth ?? 1920)}
      sizes={props.sizes}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.eager ? 'high' : undefined}
      decoding="async"
      style={props.style}
    />
  );
}

/**
 * A hero's full-width background image: the page's largest paint, fetched first and never
 * lazily. Its box is the hero's, so the width and height only tell the browser the intended size.
 */
export function HeroImage(props: { src: string; alt: string; className: string; quality?: number; style?: CSSProperties | undefined }) {
  return (
    <img
      className={props.className}
      src={props.src}
      srcSet={imageSrcSet(props.src, props.quality ?? HERO_IMAGE_QUALITY)}
      sizes="100vw"
      alt={props.alt}
      width={1920}
      height={1080}
      loading="eager"
      fetchPriority="high"
      style={props.style}
    />
  );
}
