// The countdown pencil banner (content spec section 4): shown only while its end date is
// in the future, ticking every second as days, hours, minutes and seconds, gone at zero.

/** Spec section 9: "Countdown tick 1 second". */
export const COUNTDOWN_TICK_MS = 1000;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** An end date as epoch milliseconds, or null when it is not a date. */
export function parseEndDate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Whole seconds left; 0 once the end has come. */
export const secondsLeft = (end: number, now: number) => Math.max(0, Math.floor((end - now) / 1000));

/** Whether a countdown banner shows at `now`: only with an end date still ahead. */
export const isCountdownLive = (end: number | null, now: number) => end !== null && secondsLeft(end, now) > 0;

export function countdownParts(end: number, now: number): CountdownParts {
  let left = secondsLeft(end, now);
  const days = Math.floor(left / 86_400);
  left -= days * 86_400;
  const hours = Math.floor(left / 3_600);
  left -= hours * 3_600;
  const minutes = Math.floor(left / 60);
  return { days, hours, minutes, seconds: left - minutes * 60 };
}

const two = (value: number) => String(value).padStart(2, '0');

/** "2d 03h 07m 09s": fixed-width digits, so the banner does not jiggle as it ticks. */
export function formatCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}

/** The same, in words, for assistive technology. */
export function countdownLabel({ days, hours, minutes, seconds }: CountdownParts): string {
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  return [unit(days, 'day'), unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')].join(', ');
}
