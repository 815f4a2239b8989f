import type { CSSProperties } from 'react';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { TextImageSideBarOptions } from './text-image-side-bar.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export function TextImageSideBar({ options }: BlockProps<TextImageSideBarOptions>) {
  const { image } = options;
  const sized = image.width !== undefined && image.height !== undefined;
  const frame = { '--side-bar-ratio': sized ? `${image.width} / ${image.height}` : '3 / 4' } as CSSProperties;
  const media = (
    <div className="side-bar__media" style={frame}>
      <ContentImage className="side-bar__img" src={image.src} alt={image.altText} sizes="(min-width: 768px) 33vw, 100vw" width={image.width} height={image.height} />
    </div>
  );
  // The page reads in the order it shows: a side bar on the left comes first.
  return (
    <div className={`side-bar side-bar--${image.left ? 'left' : 'right'}`}>
      {image.left ? media : null}
      <div className="side-bar__text">
        {options.title ? <h2 className="side-bar__title">{options.title}</h2> : null}
        {/* Sanitised: editor HTML never carries script to the visitor. */}
        <div className="rich-text side-bar__body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.text)) }} />
        <OptionButtons className="side-bar__buttons" buttons={options.buttons} />
      </div>
      {image.left ? null : media}
    </div>
  );
}
