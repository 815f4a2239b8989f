// The pencil banner (content spec sections 3 and 4): a line of text above the header,
// rendered by the server into the page's first bytes, so it never moves the page when it
// appears. The server leaves out a dismissed banner (its cookie) and a countdown whose
// end has passed; in the browser the countdown ticks every second and the banner goes at
// zero. Dismissing it sets the 7-day cookie named after its text.
import { useEffect, useState } from 'react';
import { countdownLabel, countdownParts, COUNTDOWN_TICK_MS, formatCountdown, isCountdownLive } from '../../marketing/pencil-banner/countdown.ts';
import { dismissalCookie } from '../../marketing/pencil-banner/dismissal.ts';
import type { BANNER_DESIGNS } from './pencil-banner.schema.ts';

export type PencilBannerProps = {
  text: string;
  url: string | null;
  design: (typeof BANNER_DESIGNS)[number];
  /** The countdown's end (epoch ms); null for the default type. */
  endsAt: number | null;
  /**
   * The server's clock when it rendered a countdown: the browser starts from the same text,
   * then ticks. Null for the default type, whose markup is then the same on every request.
   */
  renderedAt: number | null;
  hideCloseBtn: boolean;
  /** The dismissal cookie's name, built from the text. */
  dismissKey: string;
};

export function PencilBanner({ text, url, design, endsAt, renderedAt, hideCloseBtn, dismissKey }: PencilBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const [now, setNow] = useState(renderedAt ?? 0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!isCountdownLive(endsAt, current)) clearInterval(timer);
    };
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    tick();
    return () => clearInterval(timer);
  }, [endsAt]);

  if (dismissed || (endsAt !== null && !isCountdownLive(endsAt, now))) return null;

  function dismiss() {
    document.cookie = dismissalCookie(dismissKey, location.protocol === 'https:');
    setDismissed(true);
    // The button goes with the banner: focus moves on to the page rather than being lost.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  const parts = endsAt === null ? null : countdownParts(endsAt, now);
  return (
    <section className={`pencil-banner pencil-banner--${design}`} aria-label="Announcement">
      <p className="pencil-banner__text">
        {url ? <a href={url}>{text}</a> : text}
        {parts ? (
          <span className="pencil-banner__countdown" role="timer" aria-label={countdownLabel(parts)}>
            {formatCountdown(parts)}
          </span>
        ) : null}
      </p>
      {hideCloseBtn ? null : (
        <button type="button" className="pencil-banner__close" aria-label="Dismiss announcement" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
