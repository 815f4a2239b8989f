import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { TextImageOptionsSchema } from './text-image.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

type Options = InferOutput<typeof TextImageOptionsSchema>;
type ExtraImage = NonNullable<Options['brandImage']>;

/** How the main image takes its column: filled edge to edge, at its own width, or cropped to the column's full height. */
type Fit = 'fill' | 'natural' | 'stretch';

function fitOf(image: Options['image']): Fit {
  if (image.stretch) return 'stretch';
  return image.defaultWidth ? 'natural' : 'fill';
}

function Extra({ image, className, sizes }: { image: ExtraImage; className: string; sizes: string }) {
  return <ContentImage className={className} src={image.src} alt={image.altText} sizes={sizes} width={image.width} height={image.height} />;
}

export function TextImage({ options }: BlockProps<Options>) {
  const { design, image } = options;
  const fit = fitOf(image);
  const sized = image.width !== undefined && image.height !== undefined;
  const sideBySide = design === 'text-left' || design === 'text-right';
  // The image's box is known before it loads: its own proportions, or 4:3 when unknown.
  // At its own width, the width and height attributes reserve it instead.
  const frame = fit === 'natural' ? undefined : ({ '--text-image-ratio': sized ? `${image.width} / ${image.height}` : '4 / 3' } as CSSProperties);
  const text = (
    <div className="text-image__text">
      {options.brandImage ? <Extra image={options.brandImage} className="text-image__brand" sizes="6rem" /> : null}
      {options.eyebrow ? <p className="text-image__eyebrow">{options.eyebrow}</p> : null}
      {options.title ? <h2 className="text-image__title">{options.title}</h2> : null}
      {options.subtitle ? <p className="text-image__subtitle">{options.subtitle}</p> : null}
      {/* Sanitised: editor HTML never carries script to the visitor. */}
      <div className="rich-text text-image__body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.body)) }} />
      <OptionButtons className="text-image__buttons" buttons={options.buttons} />
      {options.bottomImage ? <Extra image={options.bottomImage} className="text-image__bottom" sizes={sideBySide ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 46rem, 100vw'} /> : null}
    </div>
  );
  const mediaClass = ['text-image__media', `text-image__media--${fit}`, image.left ? 'text-image__media--left' : ''].filter(Boolean).join(' ');
  const media = (
    <div className={mediaClass} style={frame}>
      <ContentImage className="text-image__img" src={image.src} sizes={sideBySide ? '(min-width: 768px) 50vw, 100vw' : '100vw'} alt={image.altText} width={image.width} height={image.height} />
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
