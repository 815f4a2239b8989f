import * as v from 'valibot';

/**
 * A whole number from `min` to `max`: anything else is refused with `message`, or, when it
 * is not a whole number at all, with `notWholeMessage` where a block words that apart.
 */
export function wholeNumberInRange(range: { readonly min: number; readonly max: number }, message: string, notWholeMessage = message) {
  return v.pipe(v.number(notWholeMessage), v.integer(notWholeMessage), v.minValue(range.min, message), v.maxValue(range.max, message));
}
