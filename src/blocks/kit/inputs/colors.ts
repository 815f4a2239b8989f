// The content spec's background colour map, and the contrast rule that keeps an editor's
// pre-eyebrow colours readable (WCAG AA: 4.5:1 for small text).

import { COLOR_MAP, COLOR_NAMES, type ColorName } from '../../../commerce/rules/background-colors.ts';

export { COLOR_MAP, COLOR_NAMES, type ColorName };

/** The page's own background (--paper in tokens.css), behind a block with no colour of its own. */
export const PAPER = '#fbf9f5';
/** Cream (--cream in tokens.css), the darkest light background a Section offers. */
export const CREAM = '#f7f3ec';

const AA_SMALL_TEXT = 4.5;
const LIGHT_TEXT = COLOR_MAP.White;
const DARK_TEXT = COLOR_MAP.Gray;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text and background colours to paint: the editor's choice when it is readable on
 * the background (its own, or `surface` when it has none), else white or gray, whichever
 * reads better.
 */
export function readableColors(textColor: ColorName | undefined, backgroundColor: ColorName, surface: string): { color: string; backgroundColor: string | undefined } {
  const background = backgroundColor === 'None' ? undefined : COLOR_MAP[backgroundColor];
  const behind = background ?? surface;
  const wanted = textColor && textColor !== 'None' ? COLOR_MAP[textColor] : undefined;
  if (wanted && contrastRatio(wanted, behind) >= AA_SMALL_TEXT) return { color: wanted, backgroundColor: background };
  const fallback = contrastRatio(LIGHT_TEXT, behind) >= contrastRatio(DARK_TEXT, behind) ? LIGHT_TEXT : DARK_TEXT;
  return { color: fallback, backgroundColor: background };
}
