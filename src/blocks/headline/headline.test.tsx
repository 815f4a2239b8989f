import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { Headline } from './headline.tsx';
import { HeadlineOptionsSchema } from './headline.schema.ts';

const render = (raw: unknown) => renderToString(<Headline options={v.parse(HeadlineOptionsSchema, raw)} blockId="hl" renderBlocks={() => null} />);

describe('Button option', () => {
  it('needs text and a safe link, and defaults to a solid red button', () => {
    expect(v.parse(ButtonOptionSchema, { text: ' Shop ', href: '/shop' })).toEqual({ text: 'Shop', href: '/shop', design: 'red', outlined: false, isFile: false });
    expect(v.safeParse(ButtonOptionSchema, { text: '', href: '/shop' }).success).toBe(false);
    expect(v.safeParse(ButtonOptionSchema, { text: 'Shop' }).success).toBe(false);
    expect(v.safeParse(ButtonOptionSchema, { text: 'Shop', href: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(ButtonOptionSchema, { text: 'Shop', href: '/', design: 'purple' }).success).toBe(false);
  });

  it('drops an empty aria label so the visible text names the link', () => {
    expect(v.parse(ButtonOptionSchema, { text: 'Shop', href: '/', ariaLabel: '  ' }).ariaLabel).toBeUndefined();
  });
});

describe('Headline options', () => {
  it('rejects a headline without a heading', () => {
    expect(v.safeParse(HeadlineOptionsSchema, {}).success).toBe(false);
    expect(v.safeParse(HeadlineOptionsSchema, { headline: { heading: '' } }).success).toBe(false);
  });

  it('leaves the colour to the surroundings unless the editor picks one', () => {
    const options = v.parse(HeadlineOptionsSchema, { headline: { heading: 'Our story' } });
    expect(options.headline.headingDesign.color).toBeUndefined();
    expect(options.isHeadingOne).toBe(false);
    expect(options.buttons).toEqual({ top: false });
  });
});

describe('Headline', () => {
  it('renders an h2 by default and an h1 when asked', () => {
    expect(render({ headline: { heading: 'Our story' } })).toContain('<h2 class="headline__heading">Our story</h2>');
    const h1 = render({ headline: { heading: 'Our story' }, isHeadingOne: true });
    expect(h1).toContain('<h1 class="headline__heading">Our story</h1>');
    expect(h1).not.toContain('<h2');
  });

  it('renders the eyebrow, the subheading in its colour and font, and the buttons', () => {
    const html = render({
      headline: { preheading: 'Since 1987', heading: 'Our story', subheading: 'Three generations', subHeadingDesign: { color: 'gold', secondaryFontEnabled: true } },
      buttons: { primary: { text: 'Read more', href: '/about' }, secondary: { text: 'Call us', href: 'tel:+17075550100', design: 'underline' } },
    });
    expect(html).toContain('<p class="headline__preheading">Since 1987</p>');
    expect(html).toContain('<p class="headline__subheading headline__tint--gold headline__alt-font">Three generations</p>');
    expect(html).toContain('<a class="btn btn--red" href="/about">Read more</a>');
    expect(html).toContain('<a class="btn btn--underline" href="tel:+17075550100" rel="noopener noreferrer">Call us</a>');
  });

  it('puts white text on a dark band so it stays readable', () => {
    expect(render({ headline: { heading: 'Hi', headingDesign: { color: 'white' } } })).toContain('headline headline--dark');
    expect(render({ headline: { heading: 'Hi' } })).toContain('headline headline--light');
  });

  it('shows the buttons first when only they are pinned to the top', () => {
    const buttons = { top: true, primary: { text: 'Go', href: '/' } };
    expect(render({ headline: { heading: 'Hi' }, buttons })).toContain('headline--buttons-first');
    expect(render({ headline: { heading: 'Hi', top: true }, buttons })).not.toContain('headline--buttons-first');
  });

  it('renders no button row without buttons', () => {
    expect(render({ headline: { heading: 'Hi' } })).not.toContain('headline__buttons');
  });
});
