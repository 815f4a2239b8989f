import type { CSSProperties } from 'react';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import type { ImageListOptions } from './image-list.schema.ts';

type ListImage = ImageListOptions['images'][number];

function Figure({ image, sizes }: { image: ListImage; sizes: string }) {
  const sized = image.width !== undefined && image.height !== undefined;
  // The frame has the image's proportions before it loads (4:3 when unknown), so the
  // caption below never jumps; a sized image is never blown up past its own width.
  const frame = { '--image-list-ratio': sized ? `${image.width} / ${image.height}` : '4 / 3', maxWidth: image.width } as CSSProperties;
  return (
    <figure className="image-list__figure">
      {/* An image whose real shape differs from the one given is cropped to the box, never squashed. */}
      <div className="image-list__frame" style={frame}>
        <ContentImage className="image-list__img" src={image.image} alt={image.altText} sizes={sizes} width={image.width} height={image.height} />
      </div>
      {image.caption ? <figcaption className="image-list__caption">{image.caption}</figcaption> : null}
    </figure>
  );
}

export function ImageList({ options, blockId }: BlockProps<ImageListOptions>) {
  const titleId = `image-list-${blockId}-title`;
  const single = options.images.length === 1;
  const sizes = single ? '100vw' : '(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw';
  return (
    <section className={`image-list${options.fullWidth ? ' image-list--full' : ''}`} aria-labelledby={options.title ? titleId : undefined}>
      {options.title ? (
        <h2 className="image-list__title" id={titleId}>
          {options.title}
        </h2>
      ) : null}
      {single ? (
        <Figure image={options.images[0] as ListImage} sizes={sizes} />
      ) : (
        <ul className="image-list__items" role="list">
          {options.images.map((image, index) => (
            <li key={index} className="image-list__item">
              <Figure image={image} sizes={sizes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
