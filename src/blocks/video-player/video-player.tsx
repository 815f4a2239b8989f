import type { BlockProps } from '../render/define-block.ts';
import { vimeoPlayerUrl, type VideoPlayerOptions } from './video-player.schema.ts';

/** A Vimeo player; a separate mobile video replaces it below the tablet breakpoint. */
export function VideoPlayer({ options }: BlockProps<VideoPlayerOptions>) {
  const Heading = options.isHero ? 'h1' : 'h2';
  const frameTitle = options.vimeoIframeTitle || options.title || 'Video';
  const mobile = options.mobileVimeoId ?? null;
  return (
    <div className={`video-player${options.fullWidth ? ' video-player--full' : ''}`}>
      {options.title ? <Heading className="video-player__title">{options.title}</Heading> : null}
      {options.subtitle ? <p className="video-player__subtitle">{options.subtitle}</p> : null}
      <div className={`video-player__frame${mobile ? ' video-player__frame--desktop' : ''}`}>
        <iframe src={vimeoPlayerUrl(options.vimeoId, options)} title={frameTitle} loading={options.isHero ? 'eager' : 'lazy'} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      </div>
      {mobile ? (
        <div className="video-player__frame video-player__frame--mobile">
          <iframe src={vimeoPlayerUrl(mobile, options)} title={options.mobileVimeoIframeTitle || frameTitle} loading="lazy" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
        </div>
      ) : null}
    </div>
  );
}
