// The brand fonts: Lora (serif, headings) and Source Sans 3 (sans, text), self-hosted from
// Fontsource's variable packages (one file covers every weight the style sheets use: the
// serif 400 to 600, the sans 400 to 700), latin subset only. scripts/build-client.mjs writes
// fontFaceCss() into the app style sheet; esbuild copies each file it names into
// public/assets/ with a content hash (cached for a year, public/_headers).
//
// Each family has fallback faces over a system font (Times New Roman, Arial, and their
// metric twins Liberation Serif and Liberation Sans on Linux) scaled and shifted to the brand
// font's measures, so the text laid out before the font arrives takes the same room after the
// swap (no layout shift). The numbers come from @capsizecss/metrics (measured from Google
// Fonts' static instances and the system fonts), computed the way fontaine and Next.js do:
// match the average width of latin text, then express the brand font's ascent, descent and
// line gap in the scaled fallback's em.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import arialItalic from '@capsizecss/metrics/arial/italic';
import lora from '@capsizecss/metrics/lora';
import lora600 from '@capsizecss/metrics/lora/600';
import loraItalic from '@capsizecss/metrics/lora/italic';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import sourceSans3Bold from '@capsizecss/metrics/sourceSans3/600';
import sourceSans3Italic from '@capsizecss/metrics/sourceSans3/italic';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import timesNewRomanItalic from '@capsizecss/metrics/timesNewRoman/italic';

const require = createRequire(import.meta.url);

/**
 * The faces the style sheets use. `preload`: above the fold on every page (the header's
 * name and the hero's heading in the serif, the navigation and text in the sans), so the
 * document asks for them before the style sheet is parsed; the italics load only where
 * italic text shows.
 */
export const BRAND_FACES = [
  { family: 'Lora', file: '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2', style: 'normal', weight: '400 700', preload: true },
  { family: 'Lora', file: '@fontsource-variable/lora/files/lora-latin-wght-italic.woff2', style: 'italic', weight: '400 700', preload: false },
  { family: 'Source Sans 3', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', style: 'normal', weight: '200 900', preload: true },
  { family: 'Source Sans 3', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2', style: 'italic', weight: '200 900', preload: false },
];

/**
 * The fallback faces, one per weight class and style the system font has. Regular covers
 * the 400 and 500 text; bold is measured against the brand font at 600 (the heaviest serif
 * and the buttons' sans weight). `local()` names: the full name, then the PostScript name
 * some systems match on, then the Linux twin.
 */
export const FALLBACK_FACES = [
  { family: 'Lora Fallback', style: 'normal', weight: '400', local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'], font: lora, system: timesNewRoman },
  { family: 'Lora Fallback', style: 'normal', weight: '700', local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'], font: lora600, system: timesNewRomanBold },
  { family: 'Lora Fallback', style: 'italic', weight: '400', local: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic'], font: loraItalic, system: timesNewRomanItalic },
  { family: 'Source Sans 3 Fallback', style: 'normal', weight: '400', local: ['Arial', 'ArialMT', 'Liberation Sans'], font: sourceSans3, system: arial },
  { family: 'Source Sans 3 Fallback', style: 'normal', weight: '700', local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'], font: sourceSans3Bold, system: arialBold },
  { family: 'Source Sans 3 Fallback', style: 'italic', weight: '400', local: ['Arial Italic', 'Arial-ItalicMT', 'Liberation Sans Italic'], font: sourceSans3Italic, system: arialItalic },
];

/**
 * How to draw `system` so it takes the room `font` would: size-adjust matches the average
 * width of latin text; the overrides are the brand font's vertical measures in the adjusted
 * em (the browser scales them by size-adjust again). Percentages, rounded to 0.01.
 * @param {{ unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number }} font
 * @param {{ unitsPerEm: number; xWidthAvg: number }} system
 */
export function fallbackOverrides(font, system) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  const percent = (value) => Math.round(value * 10000) / 100;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/**
 * The unicode-range Fontsource declares for a file in its own style sheet: the browser then
 * fetches the file only for text it covers, and draws anything else with the next family.
 */
export function unicodeRangeOf(file) {
  const [pkg, name] = [file.split('/files/')[0], file.split('/').pop()];
  const css = readFileSync(require.resolve(`${pkg}/wght${file.includes('-italic') ? '-italic' : ''}.css`), 'utf8');
  const block = css.split('@font-face').find((rule) => rule.includes(`/files/${name})`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`brand-fonts: no unicode-range for ${name} in ${pkg}'s style sheet`);
  return range.trim();
}

/** The @font-face rules: the brand faces (swap) and their tuned fallbacks. */
export function fontFaceCss() {
  const brand = BRAND_FACES.map(
    (face) =>
      `@font-face { font-family: ${JSON.stringify(face.family)}; font-style: ${face.style}; font-weight: ${face.weight}; font-display: swap; ` +
      `src: url(${JSON.stringify(face.file)}) format("woff2"); unicode-range: ${unicodeRangeOf(face.file)}; }`,
  );
  const fallbacks = FALLBACK_FACES.map((face) => {
    const o = fallbackOverrides(face.font, face.system);
    return (
      `@font-face { font-family: ${JSON.stringify(face.family)}; font-style: ${face.style}; font-weight: ${face.weight}; ` +
      `src: ${face.local.map((name) => `local(${JSON.stringify(name)})`).join(', ')}; ` +
      `size-adjust: ${o.sizeAdjust}%; ascent-override: ${o.ascentOverride}%; descent-override: ${o.descentOverride}%; line-gap-override: ${o.lineGapOverride}%; }`
    );
  });
  return ['/* Written by scripts/build-client.mjs from scripts/lib/brand-fonts.mjs. */', ...brand, ...fallbacks, ''].join('\n');
}
