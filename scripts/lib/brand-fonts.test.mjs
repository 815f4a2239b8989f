// The brand fonts as the client build ships them (run scripts/build-client.mjs first): the
// files in public/assets are WOFF2, latin only and within their size budget; the head style
// sheet swaps them in (font-display: swap) over fallback faces whose overrides are the ones
// computed from the fonts' measures; the type tokens put each font before its fallback.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'fontkitten';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
import {
  ACCENTED_CAPITALS,
  BRAND_FACES,
  CHARACTER_CLASSES,
  CORE_CHARACTERS,
  classOverrides,
  codePointsOf,
  faceFileName,
  FALLBACK_FACES,
  fallbackOverrides,
  LAYOUT_FEATURES,
  measures,
  shapedWidth,
  unicodeRangeFor,
  unicodeRangeOf,
} from './brand-fonts.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const served = (publicPath) => readFileSync(path.join(root, 'public', publicPath));

/** A file's size budget (each), and the preloaded cores' together: what every first visit pays before text settles. */
const FILE_BUDGET = 45 * 1024;
const PRELOAD_BUDGET = 46 * 1024;

/** The OpenType layout features (GSUB and GPOS) a font file carries. */
async function layoutFeatures(bytes) {
  const sfnt = new Uint8Array(await fontverter.convert(bytes, 'sfnt'));
  const face = new hb.Face(new hb.Blob(sfnt.buffer));
  return new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
}

/** "U+0000-00FF,U+0131,..." as [from, to] pairs. */
function ranges(unicodeRange) {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const css = served(ASSETS.styles[0]).toString('utf8');
const fontFaces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]);
const descriptor = (rule, name) => new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+)`).exec(rule)?.[1]?.trim();

describe('the brand font files', () => {
  /** The served file of one part of a brand face ("core" or "rest"). */
  const servedPart = (face, part) => ASSETS.fonts.find((file) => path.basename(file).startsWith(`${faceFileName(face)}-${part}-`));

  it('are each face’s core and rest, each WOFF2 and within its budget; the preloaded cores within theirs', () => {
    expect(ASSETS.fonts).toHaveLength(BRAND_FACES.length * 2);
    for (const file of ASSETS.fonts) {
      const bytes = served(file);
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
      expect(bytes.length, file).toBeLessThanOrEqual(FILE_BUDGET);
    }
    expect([...ASSETS.preloadFonts].sort()).toEqual(
      BRAND_FACES.filter((face) => face.preload)
        .map((face) => servedPart(face, 'core'))
        .sort(),
    );
    const preloaded = ASSETS.preloadFonts.reduce((sum, file) => sum + served(file).length, 0);
    expect(preloaded).toBeLessThanOrEqual(PRELOAD_BUDGET);
  });

  it('keep only the layout features browsers apply by default and the tabular figures, still kerning and ligating', async () => {
    for (const face of BRAND_FACES) {
      const source = await layoutFeatures(readFileSync(path.join(root, 'node_modules', face.file)));
      for (const part of ['core', 'rest']) {
        const kept = await layoutFeatures(served(servedPart(face, part)));
        expect(
          [...kept].filter((tag) => !LAYOUT_FEATURES.includes(tag)),
          `${face.file} ${part}`,
        ).toEqual([]);
        // The rest holds none of the letters the ligatures join.
        if (part === 'core') for (const tag of ['kern', 'liga']) if (source.has(tag)) expect(kept.has(tag), `${face.file} ${tag}`).toBe(true);
      }
    }
  });

  it('hold the latin subset only, the core with what the site writes (accents, curly quotes, dashes, currency), the rest with the remainder', () => {
    for (const face of BRAND_FACES) {
      const original = create(readFileSync(path.join(root, 'node_modules', face.file)));
      const [core, rest] = ['core', 'rest'].map((part) => create(served(servedPart(face, part))));
      const latin = ranges(unicodeRangeOf(face.file));
      for (const font of [core, rest]) {
        // Fontsource's latin file also maps a few combining accents, U+FFFF and one letter (Ă)
        // outside the range it declares; a latin-ext or full file would bring hundreds.
        const outside = font.characterSet.filter((code) => !latin.some(([from, to]) => code >= from && code <= to));
        const otherScripts = outside.filter((code) => !(code >= 0x300 && code <= 0x36f) && code !== 0xffff);
        expect(otherScripts.length, `${face.file}: ${otherScripts.map((code) => code.toString(16))}`).toBeLessThanOrEqual(2);
      }
      expect(core.characterSet.length, face.file).toBeLessThan(200);
      for (const char of 'AZaz09éèçñü’‘“”–—…€$%&·°×½−') expect(core.characterSet, `${face.file}'s core lacks ${char}`).toContain(char.codePointAt(0));
      // A running-text face is never set in capitals: its accented capitals are in the rest.
      const capitals = face.runningText ? rest : core;
      for (const char of ACCENTED_CAPITALS) expect(capitals.characterSet, `${faceFileName(face)} ${face.runningText ? 'rest' : 'core'} lacks ${char}`).toContain(char.codePointAt(0));
      // Between them the two parts draw every latin character the original file draws.
      const inLatin = (code) => latin.some(([from, to]) => code >= from && code <= to);
      const split = new Set([...core.characterSet, ...rest.characterSet]);
      expect(original.characterSet.filter(inLatin).filter((code) => !split.has(code))).toEqual([]);
      expect(rest.characterSet).toContain('Ø'.codePointAt(0));
    }
  });

  it('cut a static instance where a face names one (the serif italic at its regular weight): no weight axis left, about half the variable core, and the variable file for the weights above it', async () => {
    const instances = BRAND_FACES.filter((face) => face.instance);
    expect(instances.map((face) => `${face.family} ${face.style} ${face.weight}`)).toEqual(['Lora italic 400']);
    for (const face of instances) {
      const variable = BRAND_FACES.find((candidate) => candidate.file === face.file && !candidate.instance);
      for (const part of ['core', 'rest']) {
        const font = create(served(servedPart(face, part)));
        expect(Object.keys(font.variationAxes), `${faceFileName(face)} ${part}`).toEqual([]);
        expect(font['OS/2'].usWeightClass).toBe(face.instance);
      }
      expect(Object.keys(create(served(servedPart(variable, 'core'))).variationAxes)).toEqual(['wght']);
      expect(served(servedPart(face, 'core')).length).toBeLessThan(served(servedPart(variable, 'core')).length * 0.6);
      // Set in running text only, it keeps no tabular figures (nor, above, accented capitals in its core).
      expect(face.runningText).toBe(true);
      expect(await layoutFeatures(served(servedPart(face, 'core')))).not.toContain('tnum');
      // Browsers match the regular weight to the instance and every heavier one to the variable file.
      expect(variable.weight).toBe(`${face.instance + 1} 700`);
    }
  });

  it('measure what the fallbacks were tuned to (units per em, ascent, descent, line gap of the static files measured)', () => {
    for (const face of FALLBACK_FACES) {
      const brand = BRAND_FACES.find((candidate) => candidate.family === face.family.replace(/ Fallback$/, '') && candidate.style === face.style);
      const shipped = create(readFileSync(path.join(root, 'node_modules', brand.file)));
      const { unitsPerEm, ascent, descent, lineGap } = measures(face.brand);
      expect({ unitsPerEm: shipped.unitsPerEm, ascent: shipped.ascent, descent: shipped.descent, lineGap: shipped.lineGap }, brand.file).toEqual({ unitsPerEm, ascent, descent, lineGap });
    }
  });
});

describe('the head style sheet', () => {
  it('swaps each brand face in from its hashed files, the core and the rest splitting the latin range between them', () => {
    const brand = fontFaces.filter((rule) => /src:\s*url\(/.test(rule));
    const urls = brand.map((rule) => new URL(/url\("?([^")]+)"?\)/.exec(rule)?.[1] ?? '', `http://site${ASSETS.styles[0]}`).pathname);
    expect(urls.sort()).toEqual([...ASSETS.fonts].sort());
    for (const rule of brand) expect(descriptor(rule, 'font-display'), rule).toBe('swap');
    for (const face of BRAND_FACES) {
      const rules = brand.filter(
        (rule) => descriptor(rule, 'font-family')?.replace(/"/g, '') === face.family && descriptor(rule, 'font-style') === face.style && descriptor(rule, 'font-weight') === face.weight,
      );
      expect(rules, face.file).toHaveLength(2);
      const [a, b] = rules.map((rule) => codePointsOf(descriptor(rule, 'unicode-range')));
      expect(
        a.filter((code) => b.includes(code)),
        face.file,
      ).toEqual([]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(codePointsOf(unicodeRangeOf(face.file)).sort((x, y) => x - y));
    }
  });

  it('declares each fallback over a local system font, a face per character class, with the overrides computed from the two fonts’ measures', () => {
    const fallbacks = fontFaces.filter((rule) => /src:\s*local\(/.test(rule));
    expect(fallbacks).toHaveLength(FALLBACK_FACES.length * CHARACTER_CLASSES.length);
    for (const face of FALLBACK_FACES) {
      for (const characters of CHARACTER_CLASSES) {
        const rule = fallbacks.find(
          (candidate) =>
            descriptor(candidate, 'font-family')?.replace(/"/g, '') === face.family &&
            descriptor(candidate, 'font-style') === face.style &&
            descriptor(candidate, 'font-weight') === face.weight &&
            descriptor(candidate, 'unicode-range') === characters.unicodeRange,
        );
        const label = `${face.family} ${face.style} ${face.weight} ${characters.name}`;
        expect(rule, label).toBeDefined();
        expect(descriptor(rule, 'src'), label).toBe(face.local.map((name) => `local(${JSON.stringify(name)})`).join(','));
        const expected = classOverrides(face, characters);
        const percent = (name) => Number.parseFloat(descriptor(rule, name) ?? 'NaN');
        expect(percent('size-adjust'), label).toBeCloseTo(expected.sizeAdjust, 2);
        expect(percent('ascent-override'), label).toBeCloseTo(expected.ascentOverride, 2);
        expect(percent('descent-override'), label).toBeCloseTo(expected.descentOverride, 2);
        expect(percent('line-gap-override'), label).toBeCloseTo(expected.lineGapOverride, 2);
      }
    }
  });

  it('sizes the capitals and the figures apart from running text (one average fits neither)', () => {
    const [text, capitals, figures] = CHARACTER_CLASSES.map((characters) => classOverrides(FALLBACK_FACES[3], characters).sizeAdjust);
    // Source Sans 3's capitals are 11% narrower next to Arial's than its lower case is.
    expect(capitals / text).toBeLessThan(0.92);
    expect(Math.abs(figures - text)).toBeGreaterThan(3);
  });

  it('gives the spaces the brand font’s own width, and sizes the rest on text as the browser shapes it (kerned)', () => {
    for (const face of FALLBACK_FACES) {
      const spaces = classOverrides(
        face,
        CHARACTER_CLASSES.find((characters) => characters.name === 'spaces'),
      );
      const [brand, system] = [face.brand, face.system].map((file) => measures(file).font.glyphForCodePoint(0x20).advanceWidth / measures(file).unitsPerEm);
      expect(spaces.sizeAdjust, face.family).toBeCloseTo((brand / system) * 100, 1);
    }
    // Source Sans 3's space is 72% of Arial's; its letters run near 94%.
    const sans = (name) =>
      classOverrides(
        FALLBACK_FACES[3],
        CHARACTER_CLASSES.find((characters) => characters.name === name),
      ).sizeAdjust;
    expect(sans('spaces')).toBeLessThan(75);
    expect(sans('text')).toBeGreaterThan(90);
    // Kerning tightens Source Sans 3's lower case: the shaped width is below the sum of advances.
    const word = 'vineyard';
    const bare = [...word].reduce((sum, char) => sum + measures(FALLBACK_FACES[3].brand).font.glyphForCodePoint(char.codePointAt(0)).advanceWidth, 0) / word.length;
    expect(shapedWidth(FALLBACK_FACES[3].brand, ['Type', 'AVAWAY'])).toBeLessThan(
      ['Type', 'AVAWAY']
        .join('')
        .split('')
        .reduce((sum, char) => sum + measures(FALLBACK_FACES[3].brand).font.glyphForCodePoint(char.codePointAt(0)).advanceWidth, 0) / 10,
    );
    expect(shapedWidth(FALLBACK_FACES[3].brand, [word])).toBeLessThanOrEqual(bare);
  });

  it('keeps one baseline across a fallback’s faces: ascent and descent scaled by size-adjust are the same', () => {
    for (const face of FALLBACK_FACES) {
      const scaled = CHARACTER_CLASSES.map((characters) => classOverrides(face, characters)).map((o) => [(o.ascentOverride * o.sizeAdjust) / 100, (o.descentOverride * o.sizeAdjust) / 100]);
      for (const [ascent, descent] of scaled) {
        expect(ascent).toBeCloseTo(scaled[0][0], 0);
        expect(descent).toBeCloseTo(scaled[0][1], 0);
      }
    }
  });

  it('puts each brand font first in its type token, its fallback second', () => {
    const tokens = readFileSync(path.join(root, 'src/ui/styles/tokens.css'), 'utf8');
    expect(tokens).toMatch(/--font-serif:\s*"Lora",\s*"Lora Fallback",/);
    expect(tokens).toMatch(/--font-sans:\s*"Source Sans 3",\s*"Source Sans 3 Fallback",/);
  });
});

describe('fallbackOverrides', () => {
  const system = { unitsPerEm: 2048, xWidthAvg: 1024 };

  it('leaves a system font of the same average width at its size, and states the brand font’s ascent and descent', () => {
    expect(fallbackOverrides({ unitsPerEm: 1000, ascent: 1000, descent: -250, lineGap: 0, xWidthAvg: 500 }, system)).toEqual({
      sizeAdjust: 100,
      ascentOverride: 100,
      descentOverride: 25,
      lineGapOverride: 0,
    });
  });

  it('scales a narrower system font up and expresses the vertical measures in the scaled em', () => {
    expect(fallbackOverrides({ unitsPerEm: 1000, ascent: 1000, descent: -250, lineGap: 100, xWidthAvg: 550 }, system)).toEqual({
      sizeAdjust: 110,
      ascentOverride: 90.91,
      descentOverride: 22.73,
      lineGapOverride: 9.09,
    });
  });
});

describe('the core characters', () => {
  it('hold every character the seeded content writes, in either case (labels and names are set in capitals), so a page fetches the cores only', () => {
    const latin = new Set(codePointsOf(unicodeRangeOf(BRAND_FACES[0].file)));
    const core = new Set([...CORE_CHARACTERS].map((char) => char.codePointAt(0)));
    const missing = new Set();
    for (const file of readdirSync(path.join(root, 'content'), { recursive: true })) {
      if (!String(file).endsWith('.json')) continue;
      const text = readFileSync(path.join(root, 'content', String(file)), 'utf8');
      for (const char of new Set(text)) {
        for (const form of [char, char.toUpperCase(), char.toLowerCase()]) {
          const code = form.codePointAt(0);
          if ([...form].length === 1 && latin.has(code) && !core.has(code)) missing.add(`${form} U+${code.toString(16)} (${file})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe('unicodeRangeFor', () => {
  it('writes runs of code points as ranges, and reads back the same code points', () => {
    expect(unicodeRangeFor([0x41, 0x20, 0x42, 0x43, 0x2026])).toBe('U+0020,U+0041-0043,U+2026');
    expect(codePointsOf('U+0020,U+0041-0043,U+2026')).toEqual([0x20, 0x41, 0x42, 0x43, 0x2026]);
  });
});
