import type { InferOutput } from 'valibot';
import { usePageData } from '../../page-data/index.ts';
import { imageRendition } from '../../ui/image/renditions.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { ImageOptionsSchema } from './image.schema.ts';

export function Image({ options, children }: BlockProps<InferOutput<typeof ImageOptionsSchema>>) {
  const { settings } = usePageData();
  // Builder's own srcset when the editor's image carries one; otherwise asked for at its slot's widths.
  const rendition = options.srcset
    ? { src: options.image, srcSet: options.srcset, sizes: options.sizes }
    : imageRendition(options.image, { kind: 'content', sizes: options.sizes ?? '100vw' }, settings.images);
  const ratio = options.aspectRatio ?? (options.width && options.height ? options.height / options.width : undefined);
  const img = (
    <img
      src={rendition.src}
      srcSet={rendition.srcSet}
      sizes={rendition.sizes}
      alt={options.altText}
      title={options.title || undefined}
      width={options.width}
      height={options.height}
      loading={options.lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={`img img--${options.backgroundSize} img--${options.backgroundPosition.replace(' ', '-')}`}
    />
  );
  const frame =
    ratio && !options.fitContent ? (
      // The ratio box reserves the image's space so nothing shifts when it loads.
      <div className="img-frame" style={{ aspectRatio: `${1 / ratio}` }}>
        {img}
      </div>
    ) : (
      img
    );
  if (children !== undefined) {
    // Builder's image with blocks inside: laid over it, or (fitContent) sized by them with the image behind.
    return (
      <div className={`img-with-children${options.fitContent ? ' img-with-children--fit' : ''}`}>
        {options.fitContent ? img : frame}
        <div className="img__children">{children}</div>
      </div>
    );
  }
  if (!options.caption) return frame;
  return (
    <figure className="img-figure">
      {frame}
      <figcaption>{options.caption}</figcaption>
    </figure>
  );
}
