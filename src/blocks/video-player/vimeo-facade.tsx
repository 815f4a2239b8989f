// The Vimeo player as a click-to-load facade: until the visitor presses
// play, the page shows the editor's poster and a play button, and nothing is requested
// from Vimeo (no frame, no cookie, no player script). Pressing play swaps in the player,
// which starts at once: the visitor already asked for it.
import { useEffect, useRef, useState } from 'react';

export type VimeoFacadeProps = {
  /** The video's name: the play button's and the frame's accessible name. */
  title: string;
  /** The player URL that plays on load (the facade only loads it on request). */
  src: string;
  /** The editor's image, with the rendition the server chose for it (srcSet and sizes). */
  poster?: { src: string; srcSet?: string | undefined; sizes?: string | undefined; altText: string } | undefined;
  /** The portrait mobile video's frame, or the landscape one. */
  className: string;
};

export function VimeoFacade({ title, src, poster, className }: VimeoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // Keyboard users stay with the video they started.
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={className}>
        <iframe ref={frame} src={src} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      </div>
    );
  }
  return (
    <div className={`${className} video-facade`}>
      {poster ? <img className="video-facade__poster" src={poster.src} srcSet={poster.srcSet} sizes={poster.sizes} alt={poster.altText} loading="lazy" decoding="async" /> : null}
      {/* The name starts with the visible words (WCAG 2.5.3) and says which video. */}
      <button type="button" className="video-facade__play" aria-label={`Play video: ${title}`} onClick={() => setPlaying(true)}>
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="31" fill="rgba(0,0,0,0.6)" stroke="#fff" strokeWidth="2" />
          <path d="M26 20 46 32 26 44Z" fill="#fff" />
        </svg>
        <span className="video-facade__label">Play video</span>
      </button>
      <p className="video-facade__note">Plays from Vimeo (player.vimeo.com) when you press play.</p>
    </div>
  );
}
