import type { CSSProperties } from 'react';
import { usePageData } from '../../../page-data/index.ts';
import { Img } from '../../../ui/image/img.tsx';
import { QUALITY } from '../../../ui/image/renditions.ts';

/** Content spec: image quality 75 outside heroes, 85 in them. */
export const IMAGE_QUALITY = QUALITY.content;
export const HERO_IMAGE_QUALITY = QUALITY.hero;

/**
 * An editor's image below the fold: lazy, asked for at its slot's width (`sizes`), with the
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
  /** The page's largest paint (a blog hero's image): fetched first, preloaded. */
  eager?: boolean;
  style?: CSSProperties;
}) {
  const { settings } = usePageData();
  return (
    <Img
      className={props.className}
      src={props.src}
      alt={props.alt}
      kind="content"
      quality={props.quality}
      sizes={props.sizes}
      maxWidth={props.maxWidth}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'priority' : 'lazy'}
      settings={settings.images}
      style={props.style}
    />
  );
}

/**
 * A hero's full-width background image: the page's largest paint, fetched first, preloaded
 * and never lazy. Its box is the hero's, so the width and height only tell the browser the intended size.
 */
export function HeroImage(props: { src: string; alt: string; className: string; quality?: number; style?: CSSProperties | undefined }) {
  const { settings } = usePageData();
  return (
    <Img
      className={props.className}
      src={props.src}
      alt={props.alt}
      kind="hero"
      quality={props.quality}
      sizes="100vw"
      width={1920}
      height={1080}
      loading="priority"
      settings={settings.images}
      style={props.style}
    />
  );
}
