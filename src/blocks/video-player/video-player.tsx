import { usePageData } from '../../page-data/index.ts';
import { imageRendition } from '../../ui/image/renditions.ts';
import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { vimeoPlayerUrl, type VideoPlayerOptions } from './video-player.schema.ts';
import { VimeoFacade } from './vimeo-facade.tsx';

const VimeoFacadeIsland = island('vimeo-facade', VimeoFacade);

/** A Vimeo player behind its facade; a separate mobile video replaces it below the tablet breakpoint. */
export function VideoPlayer({ options }: BlockProps<VideoPlayerOptions>) {
  const Heading = options.isHero ? 'h1' : 'h2';
  const frameTitle = options.vimeoIframeTitle || options.title || 'Video';
  const mobile = options.mobileVimeoId ?? null;
  const { settings } = usePageData();
  // The poster's rendition is settled here, on the server: the island gets it as props, so the browser renders the same markup.
  const sizes = options.fullWidth ? '100vw' : '(min-width: 1280px) 1280px, 100vw';
  const poster = options.imageOverlay
    ? { ...imageRendition(options.imageOverlay.image, { kind: options.isHero ? 'hero' : 'content', sizes }, settings.images), altText: options.imageOverlay.altText }
    : undefined;
  return (
    <div className={`video-player${options.fullWidth ? ' video-player--full' : ''}`}>
      {options.title ? <Heading className="video-player__title">{options.title}</Heading> : null}
      {options.subtitle ? <p className="video-player__subtitle">{options.subtitle}</p> : null}
      <VimeoFacadeIsland.Anonymous
        title={frameTitle}
        src={vimeoPlayerUrl(options.vimeoId, options, { requested: true })}
        poster={poster}
        className={`video-player__frame${mobile ? ' video-player__frame--desktop' : ''}`}
      />
      {mobile ? (
        <VimeoFacadeIsland.Anonymous
          title={options.mobileVimeoIframeTitle || frameTitle}
          src={vimeoPlayerUrl(mobile, options, { requested: true })}
          poster={poster}
          className="video-player__frame video-player__frame--mobile"
        />
      ) : null}
    </div>
  );
}
