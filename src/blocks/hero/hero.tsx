import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { buttonsFirst, HeadlineButtonRow, headlineTone, HeadlineText } from '../kit/shared-blocks/headline.tsx';
import type { HeroOptionsSchema } from './hero.schema.ts';
import { HERO_IMAGE_QUALITY, HeroImage } from '../kit/pieces/content-image.tsx';
import { usePageData } from '../../page-data/index.ts';
import { Img } from '../../ui/image/img.tsx';

/** Content spec: image quality 85 for hero images (HERO_IMAGE_QUALITY); editors may ask for full quality. */
const HIGH_QUALITY = 100;

export function Hero({ options }: BlockProps<InferOutput<typeof HeroOptionsSchema>>) {
  const { headline, buttons, backgroundImage: background, imageOverlay: overlay } = options;
  const { settings } = usePageData();
  // Headline and buttons pinned to the same edge travel together; otherwise they split.
  const align = headline.top === buttons.top ? (headline.top ? 'top' : 'center') : 'split';
  const className = [
    'hero',
    `hero--${headlineTone(headline)}`,
    `hero--align-${align}`,
    background ? 'hero--image' : '',
    background?.desktopDisableCrop ? 'hero--uncropped' : '',
    overlay ? 'hero--overlay' : '',
    buttonsFirst(headline, buttons) ? 'hero--buttons-first' : '',
    options.disableAnimations ? '' : 'hero--animate',
  ]
    .filter(Boolean)
    .join(' ');
  const offsets = overlay ? ({ '--hero-offset-top': `${overlay.offsetTop}px`, '--hero-offset-bottom': `${overlay.offsetBottom}px` } as CSSProperties) : undefined;
  const position = background ? `${background.horizontalPosition} ${background.verticalPosition}` : 'center center';

  return (
    <section className={className} style={offsets}>
      {background ? (
        <HeroImage
          className="hero__bg"
          src={background.image}
          alt={background.altText}
          quality={options.enableHighQualityBgImage ? HIGH_QUALITY : HERO_IMAGE_QUALITY}
          style={position === 'center center' ? undefined : { objectPosition: position }}
        />
      ) : null}
      <div className="hero__inner">
        <div className="hero__content">
          <HeadlineText headline={headline} level={1} />
          <HeadlineButtonRow buttons={buttons} />
        </div>
        {overlay ? (
          <div className="hero__overlay">
            <Img
              className="hero__overlay-img"
              src={overlay.image}
              kind="hero"
              quality={HERO_IMAGE_QUALITY}
              sizes="(min-width: 768px) 40vw, 100vw"
              alt={overlay.altText}
              width={800}
              height={1000}
              loading={background ? 'eager' : 'priority'}
              settings={settings.images}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
