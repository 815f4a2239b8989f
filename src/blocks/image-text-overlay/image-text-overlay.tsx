import type { BlockProps } from '../kit/contract/define-block.ts';
import { HERO_IMAGE_QUALITY, IMAGE_QUALITY } from '../kit/pieces/content-image.tsx';
import { usePageData } from '../../page-data/index.ts';
import { imageRendition } from '../../ui/image/renditions.ts';
import { TockButton } from '../kit/pieces/tock-button.tsx';
import { TextBlock } from '../kit/shared-blocks/text-block.tsx';
import type { ImageTextOverlayOptions } from './image-text-overlay.schema.ts';

export function ImageTextOverlay({ options, blockId, renderBlocks }: BlockProps<ImageTextOverlayOptions>) {
  const { image, isHero } = options;
  const quality = isHero ? HERO_IMAGE_QUALITY : IMAGE_QUALITY;
  const { settings } = usePageData();
  const main = imageRendition(image.src, { kind: isHero ? 'hero' : 'content', quality, sizes: '100vw' }, settings.images);
  const phone = image.mobileSrc ? imageRendition(image.mobileSrc, { kind: isHero ? 'hero' : 'content', quality, sizes: '100vw' }, settings.images) : null;
  return (
    <section className={`overlay overlay--${options.design}${isHero ? ' overlay--hero' : ''}`}>
      <picture className="overlay__media">
        {phone ? <source media="(max-width: 579px)" srcSet={phone.srcSet ?? phone.src} sizes="100vw" /> : null}
        <img
          className="overlay__img"
          src={main.src}
          srcSet={main.srcSet}
          sizes={main.sizes}
          alt={image.altText}
          width={1920}
          height={960}
          loading={isHero ? 'eager' : 'lazy'}
          fetchPriority={isHero ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      <div className="overlay__panel">
        {/* A hero's headline is the page's heading. */}
        <TextBlock options={{ ...options.textBlock, isHeadingOne: isHero || options.textBlock.isHeadingOne }} blockId={blockId} renderBlocks={renderBlocks} />
        {options.tockButton ? (
          <div className={`overlay__tock${options.textBlock.design.endsWith('Center') ? ' overlay__tock--center' : ''}`}>
            <TockButton {...options.tockButton} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
