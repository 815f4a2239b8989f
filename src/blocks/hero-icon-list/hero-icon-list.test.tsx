import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { HeroIconList } from './hero-icon-list.tsx';
import { HeroIconListOptionsSchema, MAX_HERO_BUTTONS_MESSAGE } from './hero-icon-list.schema.ts';
import { heroIconListBlock } from './index.ts';

const information = [
  { icon: 'clock', title: 'Daily 10am to 5pm', description: 'Last seating at 4pm.' },
  { icon: 'map-pin', title: 'Mount Veeder', description: '3 miles up Redwood Road from Napa.', link: { label: 'Directions', URL: 'https://maps.google.com/?q=Triangle+Ridge+Winery' } },
];
const parse = (raw: unknown) => v.parse(HeroIconListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(heroIconListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<HeroIconList options={parse(raw)} blockId="h1" renderBlocks={() => null} />);
const button = (text: string) => ({ text, href: '/visit/vineyard-winery' });

describe('HeroIconList options', () => {
  it('keep the sticky bar by default', () => {
    expect(parse({ headline: 'Visit us', information })).toMatchObject({ buttons: [], disableStickySubNavigation: false });
  });

  it('need the headline and an icon, title and description for each item', () => {
    expect(messages({ information })).toEqual(['headline: headline is required']);
    expect(messages({ headline: 'Visit', information: [{ icon: 'clock', title: 'Hours' }] })).toEqual(['information.0.description: description is required']);
    expect(messages({ headline: 'Visit', information: [{ title: 'Hours', description: 'x' }] })).toEqual(['information.0.icon: icon is required']);
    expect(messages({ headline: 'Visit', information: [{ ...information[0], link: { label: 'Map', URL: 'maps' } }] })[0]).toMatch(/^information\.0\.link\.URL: Invalid url format/);
  });

  it(`take at most two buttons: '${MAX_HERO_BUTTONS_MESSAGE}'`, () => {
    expect(messages({ headline: 'Visit', information, buttons: [button('a'), button('b'), button('c')] })).toEqual([`buttons: ${MAX_HERO_BUTTONS_MESSAGE}`]);
  });
});

describe('HeroIconList', () => {
  it('renders the headline as the page heading, each item with its icon, and the hidden sticky bar', () => {
    const html = render({ headline: 'Visit the Vineyard', backgroundImage: { image: '/images/vineyard.jpg', altText: 'Rows of vines' }, information, buttons: [button('Book a tasting')] });
    expect(html).toContain('<h1 class="hero-icons__title" id="hero-icons-h1-title">Visit the Vineyard</h1>');
    expect(html).toMatch(/<img class="hero-icons__bg"[^>]*fetchPriority="high"/);
    expect(html.match(/<svg class="icon hero-icons__icon"/g)).toHaveLength(2);
    expect(html).toContain('<a class="hero-icons__link" href="https://maps.google.com/?q=Triangle+Ridge+Winery">Directions</a>');
    expect(html).toContain('class="sticky-nav__slot sticky-nav__slot--after"');
    expect(html).toMatch(/<nav class="sticky-nav" aria-labelledby="hero-icons-h1-bar-title" hidden="">/);
  });

  it('has no sticky bar when it is disabled or there are no buttons', () => {
    expect(render({ headline: 'Visit', information, buttons: [button('Book')], disableStickySubNavigation: true })).not.toContain('sticky-nav');
    expect(render({ headline: 'Visit', information })).not.toContain('sticky-nav');
  });
});
