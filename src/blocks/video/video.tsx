import type { CSSProperties } from 'react';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { VideoOptions } from './video.schema.ts';

/** Builder's Video: a plain <video>, its children laid over it (or under it with fitContent). */
export function Video({ options, children }: BlockProps<VideoOptions>) {
  const ratio = options.aspectRatio;
  const overlay = children !== undefined && !options.fitContent;
  const style: CSSProperties = { objectFit: options.fit === 'auto' ? undefined : options.fit, objectPosition: options.position };
  return (
    <div className={`builder-video-wrap${ratio && !(options.fitContent && children) ? ' builder-video-wrap--ratio' : ''}`} style={ratio ? { aspectRatio: `${1 / ratio}` } : undefined}>
      <video
        className="builder-video"
        src={options.lazyLoad ? undefined : options.video}
        poster={options.posterImage}
        preload={options.lazyLoad ? 'none' : options.preload}
        autoPlay={options.autoPlay || undefined}
        // Browsers only autoplay muted video.
        muted={options.muted || options.autoPlay || undefined}
        controls={options.controls || undefined}
        loop={options.loop || undefined}
        playsInline={options.playsInline || undefined}
        style={style}
      >
        {options.lazyLoad ? <source type="video/mp4" src={options.video} /> : null}
      </video>
      {children !== undefined ? <div className={overlay ? 'builder-video__overlay' : 'builder-video__content'}>{children}</div> : null}
    </div>
  );
}
