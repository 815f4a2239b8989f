import type { BlockProps } from '../kit/contract/define-block.ts';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import type { ImageGalleryOptions } from './image-gallery.schema.ts';

type GalleryImage = ImageGalleryOptions['images'][number];

const SIZES: Record<ImageGalleryOptions['style'], string> = {
  grid: '(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw',
  masonry: '(min-width: 768px) 50vw, 100vw',
  instagram: '(min-width: 1024px) 25vw, 50vw',
};

function Tile({ image, sizes }: { image: GalleryImage; sizes: string }) {
  const picture = <ContentImage className="gallery__img" src={image.image} alt={image.altText} sizes={sizes} width={800} height={800} />;
  if (!image.link) return <figure className="gallery__tile">{picture}</figure>;
  const external = /^https?:/i.test(image.link);
  return (
    <a className="gallery__tile gallery__tile--link" href={image.link} aria-label={image.ariaLabel} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {picture}
    </a>
  );
}

export function ImageGallery({ options, blockId }: BlockProps<ImageGalleryOptions>) {
  const titleId = `gallery-${blockId}-title`;
  return (
    <section className={`gallery gallery--${options.style}`} aria-labelledby={options.title ? titleId : undefined}>
      {options.title || options.subtitle || options.style === 'instagram' ? (
        <header className="gallery__header">
          {options.title ? (
            <h2 className="gallery__title" id={titleId}>
              {options.title}
            </h2>
          ) : null}
          {options.subtitle ? <p className="gallery__subtitle">{options.subtitle}</p> : null}
          {options.style === 'instagram' && options.socialText ? <p className="gallery__social">{options.socialText}</p> : null}
        </header>
      ) : null}
      <ul className="gallery__images" role="list">
        {options.images.map((image, index) => (
          <li key={index} className="gallery__item">
            <Tile image={image} sizes={SIZES[options.style]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
