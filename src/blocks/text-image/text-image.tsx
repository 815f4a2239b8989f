import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import type { BlockProps } from '../render/define-block.ts';
import { OptionButtons } from '../headline/option-buttons.tsx';
import { imageSrcSet } from '../hero/image-source.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { TextImageOptionsSchema } from './text-image.schema.ts';

/** Content spec: image quality 75 outside heroes. */
const IMAGE_QUALITY = 75;

export function TextImage({ options }: BlockProps<InferOutput<typeof TextImageOptionsSchema>>) {
  const { design, image } = options;
  const sized = image.width !== undefined && image.height !== undefined;
  // The image's box is known before it loads: its own proportions, or 4:3 when unknown.
  // Unstretched, it is never shown wider than it is.
  const frame = {
    '--text-image-ratio': sized ? `${image.width} / ${image.height}` : '4 / 3',
    maxWidth: image.stretch ? undefined : image.width,
  } as CSSProperties;
  const text = (
    <div className="text-image__text">
      {options.eyebrow ? <p className="text-image__eyebrow">{options.eyebrow}</p> : null}
      {options.title ? <h2 className="text-image__title">{options.title}</h2> : null}
      {options.subtitle ? <p className="text-image__subtitle">{options.subtitle}</p> : null}
      {/* Sanitised: editor HTML never carries script to the visitor. */}
      <div className="rich-text text-image__body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(options.body) }} />
      <OptionButtons className="text-image__buttons" buttons={options.buttons} />
    </div>
  );
  const media = (
    <div className={`text-image__media${image.stretch ? ' text-image__media--stretch' : ''}`} style={frame}>
      <img
        className="text-image__img"
        src={image.src}
        srcSet={imageSrcSet(image.src, IMAGE_QUALITY, 1920)}
        sizes={design === 'text-left' || design === 'text-right' ? '(min-width: 768px) 50vw, 100vw' : '100vw'}
        alt={image.altText}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
  // Reading order follows the layout: the text comes first when it is on the left or on top.
  const textFirst = design === 'text-left' || design === 'text-top';
  return (
    <div className={`text-image text-image--${design}`}>
      {textFirst ? text : media}
      {textFirst ? media : text}
    </div>
  );
}
