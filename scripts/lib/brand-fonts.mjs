// The brand fonts: Lora (serif, headings) and Source Sans 3 (sans, text), self-hosted from
// Fontsource's variable packages (one file covers every weight the style sheets use: the
// serif 400 to 600, the sans 400 to 700; the serif italic's regular weight also as a static
// instance, BRAND_FACES), latin subset only, each file served in two parts (CORE_CHARACTERS,
// and the rest) cut at build time with HarfBuzz's subsetter.
// scripts/build-client.mjs writes fontFaceCss() into the app style sheet; esbuild copies each
// file it names into public/assets/ with a content hash (cached for a year, public/_headers).
//
// Each family has fallback faces over a system font (Times New Roman, Arial, and their
// metric twins Liberation Serif and Liberation Sans on Linux) scaled and shifted to the brand
// font's measures, so the text laid out before the font arrives takes the same room after the
// swap (no layout shift). The computation is fontaine's and Next.js's (size-adjust matches
// the average width of the text; ascent, descent and line gap are the brand font's,
// expressed in the scaled fallback's em), with two changes. One average cannot fit
// capitals, figures and spaces too. Lora's capitals are narrow for its lower case next to
// Times's (all-capitals text would run 14% narrower than a fallback sized on lower case),
// Source Sans 3's likewise next to Arial's (11%), figures differ again, and Source Sans 3's
// space is a quarter narrower than Arial's; this design sets its logo, navigation, buttons
// and labels in capitals, and the ch unit is the width of "0". So each fallback has a face
// for lower case and punctuation and one each for the capitals, the figures and the spaces
// (unicode-range), each sized on its own average width (CHARACTER_CLASSES). And the widths
// are those of text shaped as a browser shapes it (HarfBuzz, kerning on: shapedWidth), not
// bare advance widths. With both, the home page's swap moves nothing at 412 px wide (it
// scored a CLS of 0.06 there, a subheading and a row of buttons wrapping differently).
//
// The measures are read with fontkitten and HarfBuzz from the static files of the same fonts
// (the variable files' default instance is not always the regular: Source Sans 3's is its
// ExtraLight): Fontsource's Lora and Source Sans 3, and Tinos and Arimo, the metric twins of
// Times New Roman and Arial (the same advance widths, so the numbers hold for all four).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'fontkitten';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/**
 * The faces the style sheets use. `preload`: above the fold on every page (the header's
 * name and the hero's heading in the serif, the navigation and text in the sans), so the
 * document asks for their core part (CORE_CHARACTERS) before the style sheet is parsed;
 * the italics load only where italic text shows.
 *
 * `instance`: a static instance of the variable file at that weight, cut at build time
 * (HarfBuzz's instancer), for the one weight a face is set in where it matters. The serif's
 * italic is set at its regular weight only (the product teaser, the tasting subtitle, quoted
 * text), and it is the one italic a page may preload: its static regular core is 15.2 kB
 * (16.7 kB before `runningText`, below) where the variable core is 30.6 kB, most of the
 * product page's fonts. The variable file
 * stays for the heavier italic weights (401 to 700), which browsers match to it, so bold
 * italic serif text still draws the font's own bold italic.
 *
 * `runningText`: a face set only in running text, never in capitals (text-transform) nor in
 * figures that must align. Its core leaves out the accented capitals (ACCENTED_CAPITALS) and
 * the tabular figures: 1.5 kB of the serif italic's regular core, which the product page
 * preloads. A capital É in a quote still shows, from the rest part, a moment later.
 */
export const BRAND_FACES = [
  { family: 'Lora', file: '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2', style: 'normal', weight: '400 700', preload: true },
  { family: 'Lora', file: '@fontsource-variable/lora/files/lora-latin-wght-italic.woff2', style: 'italic', weight: '401 700', preload: false },
  { family: 'Lora', file: '@fontsource-variable/lora/files/lora-latin-wght-italic.woff2', style: 'italic', weight: '400', instance: 400, runningText: true, preload: false },
  { family: 'Source Sans 3', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', style: 'normal', weight: '200 900', preload: true },
  { family: 'Source Sans 3', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2', style: 'italic', weight: '200 900', preload: false },
];

/**
 * The fallback faces, one per weight class and style the system font has. Regular covers
 * the 400 and 500 text; bold is measured against the brand font at 600 (the heaviest serif
 * and the buttons' sans weight). `local()` names: the full name, then the PostScript name
 * some systems match on, then the Linux twin. `brand` and `system`: the static files measured.
 */
const LORA = '@fontsource/lora/files/lora-latin';
const SOURCE_SANS = '@fontsource/source-sans-3/files/source-sans-3-latin';
export const FALLBACK_FACES = [
  {
    family: 'Lora Fallback',
    style: 'normal',
    weight: '400',
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
    brand: `${LORA}-400-normal.woff2`,
    system: '@fontsource/tinos/files/tinos-latin-400-normal.woff2',
  },
  {
    family: 'Lora Fallback',
    style: 'normal',
    weight: '700',
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
    brand: `${LORA}-600-normal.woff2`,
    system: '@fontsource/tinos/files/tinos-latin-700-normal.woff2',
  },
  {
    family: 'Lora Fallback',
    style: 'italic',
    weight: '400',
    local: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic'],
    brand: `${LORA}-400-italic.woff2`,
    system: '@fontsource/tinos/files/tinos-latin-400-italic.woff2',
  },
  {
    family: 'Source Sans 3 Fallback',
    style: 'normal',
    weight: '400',
    local: ['Arial', 'ArialMT', 'Liberation Sans'],
    brand: `${SOURCE_SANS}-400-normal.woff2`,
    system: '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
  },
  {
    family: 'Source Sans 3 Fallback',
    style: 'normal',
    weight: '700',
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
    brand: `${SOURCE_SANS}-600-normal.woff2`,
    system: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
  },
  {
    family: 'Source Sans 3 Fallback',
    style: 'italic',
    weight: '400',
    local: ['Arial Italic', 'Arial-ItalicMT', 'Liberation Sans Italic'],
    brand: `${SOURCE_SANS}-400-italic.woff2`,
    system: '@fontsource/arimo/files/arimo-latin-400-italic.woff2',
  },
];

/**
 * Running English text of the kind the site writes (ours, written for this), lower case:
 * the sample each fallback is sized on. Shaped as the browser shapes it (HarfBuzz, kerning
 * on), because the brand fonts kern their lower case tighter than Arial and Times do:
 * sized on bare advance widths, as fontaine and capsize size them, the sans fallback ran
 * 1% wider than Source Sans 3, enough to wrap a line or a row of buttons differently on a
 * phone.
 */
const SAMPLE =
  'the estate sits where three ridges meet above the valley floor, and every wine we make begins with the fruit those slopes give us. ' +
  'our family has farmed these hillside vines for decades, picking by hand in the cool of the morning, sorting each cluster twice, ' +
  'and letting the wine rest in french oak until it is ready to pour. come taste with us on the terrace, stay the night among the vines, ' +
  "or join the wine society for first access to small lots, library vintages and a seat at the harvest table; it's quiet, unhurried and well-kept.";

/**
 * The character classes, each with a fallback face sized on its own average width: lower
 * case and punctuation as running text has them, word by word (the face with no
 * unicode-range, so it also draws whatever no other face covers); capitals, accented ones
 * included, sized on the sample's words in capitals; figures, for prices and the ch unit
 * (.rich-text's measure); and the spaces between words, sized on the space alone. A space
 * draws nothing, so its face can take the brand font's width exactly: Source Sans 3's space
 * is 72% of Arial's, against 94% for its letters, and one size for both made a line's width
 * depend on how many words it had.
 */
const words = SAMPLE.split(' ');
export const CHARACTER_CLASSES = [
  { name: 'text', unicodeRange: undefined, samples: words },
  {
    name: 'capitals',
    unicodeRange: 'U+0041-005A,U+00C0-00D6,U+00D8-00DE',
    samples: SAMPLE.toUpperCase()
      .split(/[^A-Z]+/)
      .filter(Boolean),
  },
  { name: 'figures', unicodeRange: 'U+0030-0039', samples: [...'0123456789'] },
  { name: 'spaces', unicodeRange: 'U+0020,U+00A0', samples: [' '] },
];

/** A font file's measures: units per em, ascent, descent and line gap (hhea, as browsers and capsize read them). */
export function measures(file) {
  let measured = measured_.get(file);
  if (!measured) {
    const font = create(readFileSync(require.resolve(file)));
    measured = { font, unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap };
    measured_.set(file, measured);
  }
  return measured;
}
const measured_ = new Map();

/**
 * The average advance of the samples' characters as HarfBuzz shapes them (default features:
 * kerning and ligatures, as browsers apply them), in the font's units.
 */
export function shapedWidth(file, samples) {
  const { font } = shaper(file);
  let advance = 0;
  let characters = 0;
  for (const text of samples) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    advance += buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
    characters += [...text].length;
    buffer.destroy?.();
  }
  return advance / characters;
}

/**
 * HarfBuzz reads TrueType, not WOFF2: each measured file is unpacked once, when this module
 * loads, one at a time (the unpacker's answer lives in its WebAssembly memory until the next
 * call), and copied out.
 */
const shapers = new Map();
for (const file of new Set(FALLBACK_FACES.flatMap((face) => [face.brand, face.system]))) {
  const sfnt = new Uint8Array(await fontverter.convert(readFileSync(require.resolve(file)), 'sfnt'));
  shapers.set(file, { font: new hb.Font(new hb.Face(new hb.Blob(sfnt.buffer))) });
}
function shaper(file) {
  const found = shapers.get(file);
  if (!found) throw new Error(`brand-fonts: ${file} is not a measured file`);
  return found;
}

/** The overrides of one fallback face for one character class. */
export function classOverrides(face, characters) {
  const brand = measures(face.brand);
  const system = measures(face.system);
  return fallbackOverrides({ ...brand, xWidthAvg: shapedWidth(face.brand, characters.samples) }, { unitsPerEm: system.unitsPerEm, xWidthAvg: shapedWidth(face.system, characters.samples) });
}

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

/**
 * Each brand file is served in two parts, as Google Fonts serves its subsets: the core,
 * what this site's pages write (ASCII, the typographic quotes and dashes, and the accents
 * and signs of its wine names, recipes and prices), and the rest of Fontsource's latin
 * range. The browser fetches a part only when the page holds one of its characters, so a
 * page fetches the core alone (Lora 38 kB becomes 28 kB, Source Sans 3 29 kB becomes 19 kB):
 * on a slow phone connection the preloaded pair no longer holds back the largest image.
 * Both keep every glyph variation (the weight axis) and every layout feature.
 */
export const CORE_CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  // The accented letters in both cases: labels and names are set in capitals (text-transform).
  '\u00a0·°×½©®£€™•–—−‘’‚“”„…éèêëàáâäçñüúùûöóòôïíîÉÈÊËÀÁÂÄÇÑÜÚÙÛÖÓÒÔÏÍÎ' +
  // Control characters, spaces and invisible marks text may carry (a soft hyphen, a
  // zero-width space, Intl's narrow no-break space): no glyph worth a second file.
  String.fromCodePoint(...range(0x00, 0x1f), ...range(0x7f, 0x9f), 0xad, ...range(0x2000, 0x200f), 0x202f, 0x2060, 0xfeff);

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Code points as a unicode-range value, runs of consecutive ones as ranges. */
export function unicodeRangeFor(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(',');
}

/** The code points of a unicode-range value. */
export function codePointsOf(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** The name a face's parts are written under: the Fontsource file's, with the weight of a static instance. */
export function faceFileName(face) {
  return `${path.basename(face.file, '.woff2')}${face.instance ? `-${face.instance}` : ''}`;
}

/** Whether a face is the one browsers draw text of the regular weight (400) with. */
export function drawsRegular(face) {
  const [from, to = from] = face.weight.split(' ').map(Number);
  return from <= 400 && 400 <= to;
}

/** The two parts of a brand face: the core characters, and the rest of the file's latin range. */
export function partsOf(face) {
  const latin = codePointsOf(unicodeRangeOf(face.file));
  const core = new Set([...coreCharactersOf(face)].map((char) => char.codePointAt(0)));
  const missing = [...core].filter((code) => !latin.includes(code));
  if (missing.length > 0) throw new Error(`brand-fonts: core characters outside ${face.file}'s latin range: ${missing.map((code) => code.toString(16))}`);
  return [
    { part: 'core', codePoints: latin.filter((code) => core.has(code)), preload: face.preload },
    { part: 'rest', codePoints: latin.filter((code) => !core.has(code)), preload: false },
  ].map((part) => ({ ...part, unicodeRange: unicodeRangeFor(part.codePoints) }));
}

/**
 * The OpenType layout features kept: those browsers apply to Latin text by default (kerning,
 * standard and contextual ligatures and alternates, composition, localized forms, mark
 * positioning, required variation alternates), and the tabular figures the prices and
 * quantities ask for (`font-variant-numeric: tabular-nums`). Fontsource's files carry more
 * (small capitals, old-style figures, fractions, superiors and the glyphs only they reach)
 * that no style of the site turns on: 0.5 kB of the serif's core and 2 kB of the sans's.
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'kern', 'liga', 'clig', 'calt', 'mark', 'mkmk', 'tnum'];

/** The capitals with accents: in every face's core but a running-text face's (BRAND_FACES). */
export const ACCENTED_CAPITALS = 'ÉÈÊËÀÁÂÄÇÑÜÚÙÛÖÓÒÔÏÍÎ';

/** A face's core characters: CORE_CHARACTERS, less the accented capitals for a running-text face. */
export function coreCharactersOf(face) {
  return face.runningText ? [...CORE_CHARACTERS].filter((char) => !ACCENTED_CAPITALS.includes(char)).join('') : CORE_CHARACTERS;
}

/** The layout features a face keeps: LAYOUT_FEATURES, less the tabular figures for a running-text face. */
export function layoutFeaturesOf(face) {
  return face.runningText ? LAYOUT_FEATURES.filter((tag) => tag !== 'tnum') : LAYOUT_FEATURES;
}

/**
 * Writes each brand face's parts (subset-font: HarfBuzz's hb-subset) into `dir`, named
 * after the Fontsource file; a part already written from the same file and characters is
 * kept (subsetting the four faces takes a couple of seconds, the build runs often).
 * Returns [{ face, part, preload, unicodeRange, path }].
 */
export async function writeBrandSubsets(dir) {
  mkdirSync(dir, { recursive: true });
  const version = JSON.parse(readFileSync(require.resolve('subset-font/package.json'), 'utf8')).version;
  const written = [];
  for (const face of BRAND_FACES) {
    const source = readFileSync(require.resolve(face.file));
    for (const part of partsOf(face)) {
      const file = path.join(dir, `${faceFileName(face)}-${part.part}.woff2`);
      const key = createHash('sha256')
        .update(source)
        .update(part.unicodeRange)
        .update(version)
        .update(layoutFeaturesOf(face).join())
        .update(String(face.instance ?? 'variable'))
        .digest('hex');
      const keyFile = `${file}.key`;
      let current = null;
      try {
        current = readFileSync(keyFile, 'utf8');
        readFileSync(file);
      } catch {
        current = null;
      }
      if (current !== key) {
        const text = String.fromCodePoint(...part.codePoints);
        const instance = face.instance ? { variationAxes: { wght: face.instance } } : {};
        writeFileSync(file, await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: layoutFeaturesOf(face), ...instance }));
        writeFileSync(keyFile, key);
      }
      written.push({ face, part: part.part, preload: part.preload, unicodeRange: part.unicodeRange, path: file });
    }
  }
  return written;
}

/**
 * The @font-face rules: the brand faces' parts (swap) and their tuned fallbacks. `parts`:
 * writeBrandSubsets()'s answer, each part's url the path the style sheet's bundler resolves.
 */
export function fontFaceCss(parts) {
  const brand = parts.map(
    ({ face, path: file, unicodeRange }) =>
      `@font-face { font-family: ${JSON.stringify(face.family)}; font-style: ${face.style}; font-weight: ${face.weight}; font-display: swap; ` +
      `src: url(${JSON.stringify(file)}) format("woff2"); unicode-range: ${unicodeRange}; }`,
  );
  // The general face first: for a character two faces cover, the browser tries the face
  // declared last first.
  const fallbacks = FALLBACK_FACES.flatMap((face) => CHARACTER_CLASSES.map((characters) => fallbackRule(face, classOverrides(face, characters), characters.unicodeRange)));
  return ['/* Written by scripts/build-client.mjs from scripts/lib/brand-fonts.mjs. */', ...brand, ...fallbacks, ''].join('\n');
}

function fallbackRule(face, o, unicodeRange) {
  return (
    `@font-face { font-family: ${JSON.stringify(face.family)}; font-style: ${face.style}; font-weight: ${face.weight}; ` +
    `src: ${face.local.map((name) => `local(${JSON.stringify(name)})`).join(', ')}; ` +
    `size-adjust: ${o.sizeAdjust}%; ascent-override: ${o.ascentOverride}%; descent-override: ${o.descentOverride}%; line-gap-override: ${o.lineGapOverride}%;` +
    (unicodeRange ? ` unicode-range: ${unicodeRange};` : '') +
    ' }'
  );
}
