import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Hero } from './hero.tsx';
import { HeroOptionsSchema } from './hero.schema.ts';

const render = (raw: unknown) => renderToString(<Hero options={v.parse(HeroOptionsSchema, raw)} blockId="hero1" renderBlocks={() => null} />);

const full = {
  headline: { preheading: 'Napa Valley', heading: 'Three ridges, one family', subheading: 'Estate wines since 1987' },
  buttons: {
    primary: { text: 'Shop wines', href: '/collection/all' },
    secondary: { text: 'Visit us', href: 'https://example.com/visit', design: 'white', outlined: true },
  },
  backgroundImage: { image: 'https://images.example.com/vineyard.jpg', altText: 'Vines at dusk', horizontalPosition: 'left' },
};

describe('Hero options', () => {
  it('rejects a hero without a heading', () => {
    expect(v.safeParse(HeroOptionsSchema, { headline: {} }).success).toBe(false);
    expect(v.safeParse(HeroOptionsSchema, { headline: { heading: '   ' } }).success).toBe(false);
  });

  it('rejects a javascript: button link and a protocol-relative image', () => {
    const badLink = { headline: { heading: 'Hi' }, buttons: { primary: { text: 'Go', href: 'javascript:alert(1)' } } };
    expect(v.safeParse(HeroOptionsSchema, badLink).success).toBe(false);
    const badImage = { headline: { heading: 'Hi' }, backgroundImage: { image: '//evil.example/x.jpg' } };
    expect(v.safeParse(HeroOptionsSchema, badImage).success).toBe(false);
  });

  it('defaults to white text, red buttons and a centred background image', () => {
    const options = v.parse(HeroOptionsSchema, {
      headline: { heading: 'Hi' },
      buttons: { primary: { text: 'Go', href: '/' } },
      backgroundImage: { image: '/images/hero.jpg' },
    });
    expect(options.headline.headingDesign).toEqual({ color: 'white', secondaryFontEnabled: false });
    expect(options.headline.subHeadingDesign.color).toBe('white');
    expect(options.buttons.primary).toMatchObject({ design: 'red', outlined: false });
    expect(options.backgroundImage).toMatchObject({ altText: '', horizontalPosition: 'center', verticalPosition: 'center', desktopDisableCrop: false });
    expect(options.disableAnimations).toBe(false);
  });
});

describe('Hero', () => {
  it('renders the heading as the page h1 with its eyebrow and subheading', () => {
    const html = render(full);
    expect(html).toMatch(/<h1 class="headline__heading headline__tint--white">Three ridges, one family<\/h1>/);
    expect(html).toContain('<p class="headline__preheading">Napa Valley</p>');
    expect(html).toContain('Estate wines since 1987');
    expect(html).not.toContain('<h2');
  });

  it('loads the background image first, sized, and positioned as the editor chose', () => {
    const html = render(full);
    const img = html.match(/<img[^>]*class="hero__bg"[^>]*>/)?.[0] ?? '';
    expect(img).toContain('src="https://images.example.com/vineyard.jpg"');
    expect(img).toContain('alt="Vines at dusk"');
    // A foreign host's image is served as it is (IMAGE_SOURCE_HOSTS does not name it), never lazily.
    expect(img).not.toContain('loading=');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(img).toContain('object-position:left center');
    expect(html).toContain('hero--image');
    expect(html).toContain('hero--dark');
  });

  it('renders both buttons with their links and designs', () => {
    const html = render(full);
    expect(html).toContain('<a class="btn btn--red" href="/collection/all">Shop wines</a>');
    expect(html).toContain('class="btn btn--white btn--outlined" href="https://example.com/visit" rel="noopener noreferrer">Visit us</a>');
  });

  it('asks the image transformations for hero quality at every device width, or full quality when the editor wants it', () => {
    const image = '/images/harvest.jpg';
    const normal = render({ headline: { heading: 'Hi' }, backgroundImage: { image } });
    expect(normal).toContain('/cdn-cgi/image/width=1920,quality=85,format=auto,fit=scale-down,onerror=redirect/images/harvest.jpg 1920w');
    expect(normal).toContain('sizes="100vw"');
    // React puts the largest paint's preload, with its srcset, ahead of it.
    expect(normal).toMatch(/^<link rel="preload" as="image" imageSrcSet="[^"]*640w[^"]*" imageSizes="100vw" fetchPriority="high"\/>/);
    const high = render({ headline: { heading: 'Hi' }, backgroundImage: { image }, enableHighQualityBgImage: true });
    expect(high).toContain('quality=100');
  });

  it('uses a solid background and no image without a background image', () => {
    const html = render({ headline: { heading: 'Hi', headingDesign: { color: 'gold' } } });
    expect(html).not.toContain('<img');
    expect(html).toContain('hero--light');
    expect(html).toContain('headline__tint--gold');
  });

  it('places an overlay image beside the headline, reaching past the edges by the offsets', () => {
    const html = render({
      headline: { heading: 'Hi' },
      imageOverlay: { image: '/images/bottle.png', altText: 'A bottle of Isosceles', offsetTop: 40, offsetBottom: 24 },
    });
    expect(html).toContain('hero--overlay');
    expect(html).toContain('--hero-offset-top:40px');
    expect(html).toContain('--hero-offset-bottom:24px');
    expect(html).toMatch(
      /<img class="hero__overlay-img" src="\/cdn-cgi\/image\/width=3840,quality=85,[^"]*\/images\/bottle.png" srcSet="[^"]*" sizes="\(min-width: 768px\) 40vw, 100vw" alt="A bottle of Isosceles"/,
    );
  });

  it('splits headline and buttons when only the buttons are pinned to the top', () => {
    const html = render({ headline: { heading: 'Hi' }, buttons: { top: true, primary: { text: 'Go', href: '/' } } });
    expect(html).toContain('hero--align-split');
    expect(html).toContain('hero--buttons-first');
  });

  it('animates unless animations are disabled', () => {
    expect(render({ headline: { heading: 'Hi' } })).toContain('hero--animate');
    expect(render({ headline: { heading: 'Hi' }, disableAnimations: true })).not.toContain('hero--animate');
  });
});
