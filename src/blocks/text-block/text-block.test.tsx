import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColors } from '../kit/inputs/colors.ts';
import { TextBlock } from '../kit/shared-blocks/text-block.tsx';
import { TEXT_BLOCK_DESIGNS, TextBlockOptionsSchema } from '../kit/inputs/text-block.schema.ts';

const render = (raw: unknown) => renderToString(<TextBlock options={v.parse(TextBlockOptionsSchema, raw)} blockId="tb" renderBlocks={() => null} />);
const button = (text: string) => ({ text, href: '/shop' });

describe('TextBlock options', () => {
  it('defaults to the centred black design with an h2 and animations', () => {
    expect(v.parse(TextBlockOptionsSchema, {})).toEqual({ design: 'BlackCenter', buttons: [], isHeadingOne: false, disableAnimations: false });
  });

  it('rejects an unknown design, a third button and an unsafe button link', () => {
    expect(v.safeParse(TextBlockOptionsSchema, { design: 'PinkCenter' }).success).toBe(false);
    expect(v.safeParse(TextBlockOptionsSchema, { buttons: [button('a'), button('b'), button('c')] }).success).toBe(false);
    expect(v.safeParse(TextBlockOptionsSchema, { buttons: [{ text: 'x', href: 'javascript:alert(1)' }] }).success).toBe(false);
  });

  it('only accepts colours from the colour map', () => {
    expect(v.safeParse(TextBlockOptionsSchema, { preEyebrow: { text: 'New', textColor: 'Pink' } }).success).toBe(false);
    expect(v.parse(TextBlockOptionsSchema, { preEyebrow: { text: 'New' } }).preEyebrow).toEqual({ text: 'New', backgroundColor: 'None' });
  });
});

describe('TextBlock', () => {
  it('renders the preheader, an h2 headline, the body, buttons and footnote', () => {
    const html = render({
      design: 'GoldLeft',
      preheader: 'Wine Society',
      headline: 'Join the club',
      body: '<p>Members save <strong>20%</strong>.</p>',
      buttons: [button('Join now'), { text: 'Learn more', href: '/club', design: 'gold', outlined: true }],
      footnote: '*Terms apply.',
    });
    expect(html).toContain('text-block text-block--left text-block--gold text-block--animate');
    expect(html).toContain('<p class="text-block__preheader">Wine Society</p>');
    expect(html).toContain('<h2 class="text-block__headline">Join the club</h2>');
    expect(html).toContain('<p>Members save <strong>20%</strong>.</p>');
    expect(html).toContain('<a class="btn btn--red" href="/shop">Join now</a>');
    expect(html).toContain('<a class="btn btn--gold btn--outlined" href="/club">Learn more</a>');
    expect(html).toContain('<p class="text-block__footnote">*Terms apply.</p>');
  });

  it('renders the headline as the h1 when asked', () => {
    expect(render({ headline: 'Visit', isHeadingOne: true })).toContain('<h1 class="text-block__headline">Visit</h1>');
  });

  it('strips script and unsafe links from the body', () => {
    const html = render({ body: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(2)">x</a>' });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('onclick');
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps the editor pre-eyebrow colours when they are readable', () => {
    const html = render({ preEyebrow: { text: 'New release', textColor: 'White', backgroundColor: 'Red' } });
    expect(html).toContain('class="text-block__pre-eyebrow text-block__pre-eyebrow--filled" style="color:#ffffff;background-color:#b20738">New release</p>');
  });

  it('replaces unreadable pre-eyebrow colours with readable ones', () => {
    const html = render({ preEyebrow: { text: 'New release', textColor: 'Gold', backgroundColor: 'Red' } });
    expect(html).toContain('style="color:#ffffff;background-color:#b20738"');
    // White on the page background is invisible; gray is used instead.
    expect(render({ preEyebrow: { text: 'New', textColor: 'White' } })).toContain('style="--text-block-pre:#37393c"');
  });

  it('puts the white design on a dark panel, centred', () => {
    expect(render({ design: 'WhiteCenter', headline: 'Hi' })).toContain('text-block text-block--center text-block--white');
  });

  it('does not animate when animations are disabled', () => {
    expect(render({ headline: 'Hi', disableAnimations: true })).not.toContain('text-block--animate');
  });
});

describe('TextBlock designs', () => {
  const classOf = (html: string) => /class="(text-block [^"]*)"/.exec(html)?.[1];
  it.each([
    ['GoldLeft', 'text-block text-block--left text-block--gold'],
    ['BlackGoldLeft', 'text-block text-block--left text-block--black text-block--rule'],
    ['BlackCenter', 'text-block text-block--center text-block--black'],
    ['WhiteCenter', 'text-block text-block--center text-block--white'],
    ['GoldCenter', 'text-block text-block--center text-block--gold'],
  ] as const)('%s: its alignment and headline colour', (design, classes) => {
    const html = render({ design, preheader: 'Estate', headline: 'Isosceles', body: '<p>Our flagship blend.</p>', footnote: '*Members only.', disableAnimations: true });
    expect(classOf(html)).toBe(classes);
    expect(html).toContain('<h2 class="text-block__headline">Isosceles</h2>');
  });

  it('no two designs look alike', () => {
    const looks = TEXT_BLOCK_DESIGNS.map((design) => classOf(render({ design, headline: 'x' })));
    expect(new Set(looks).size).toBe(TEXT_BLOCK_DESIGNS.length);
  });

  it('an unfilled pre-eyebrow leaves its colour to the section when the section is dark', () => {
    // A variable, not a colour: the stylesheet replaces it with the section's text colour on dark sections.
    // Gold takes its darker shade, readable on cream (the brand gold is 4.49:1 there).
    expect(render({ preEyebrow: { text: 'New', textColor: 'Gold' } })).toContain('style="--text-block-pre:#716543"');
    expect(contrastRatio('#716543', '#f7f3ec')).toBeGreaterThanOrEqual(4.5);
    expect(render({ design: 'WhiteCenter', preEyebrow: { text: 'New' } })).toContain('style="--text-block-pre:#ffffff"');
  });
});

describe('colour contrast', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#b20738')).toBeGreaterThan(4.5);
  });

  it('every pre-eyebrow it paints reaches AA on its background', () => {
    const names = ['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black'] as const;
    for (const text of names) {
      for (const background of names) {
        const { color, backgroundColor } = readableColors(text, background, '#fbf9f5');
        expect(contrastRatio(color, backgroundColor ?? '#fbf9f5')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
