import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { ALL, alternateSides, shownItems } from './filter-bar.tsx';
import { textMediaListBlock } from './index.ts';
import { TextMediaList } from './text-media-list.tsx';
import { listTags, TextMediaListOptionsSchema } from './text-media-list.schema.ts';

const parse = (raw: unknown) => v.parse(TextMediaListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(textMediaListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<TextMediaList options={parse(raw)} blockId="tm1" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

const TASTING = {
  tags: [{ tag: 'Tastings' }],
  headline: 'Estate Tasting',
  body: '<p>Five current releases on the terrace.</p><img src=x onerror="alert(1)">',
  details: [
    { icon: 'clock', body: '75 minutes' },
    { icon: 'users', body: 'Up to 8 guests' },
  ],
  button: { text: 'Book the Estate Tasting', url: '/visit/vineyard-winery' },
  secondaryButton: { text: 'Download the menu', isFileUpload: true, fileUpload: '/files/estate-tasting.pdf', design: 'underline' },
  images: [
    { image: '/images/tasting-room.jpg', altText: 'Five glasses poured on the terrace' },
    { image: '/images/vineyard.jpg', altText: 'The vineyard below the terrace' },
  ],
};
const TOUR = { tags: [{ tag: 'Tours' }, { tag: 'Tastings' }], headline: 'Cave Tour' };
const DINNER = { tags: [{ tag: 'Dining' }], headline: 'Harvest Dinner' };

describe('TextMediaList options', () => {
  it('default each item to no tags, details, buttons or images', () => {
    expect(parse({ items: [{ headline: 'Cave Tour' }] }).items[0]).toEqual({ tags: [], headline: 'Cave Tour', body: undefined, details: [], images: [] });
  });

  it('need at least one item, each with a headline', () => {
    expect(messages({ items: [] })).toEqual(['items: add at least one item']);
    expect(messages({ items: [{ headline: ' ' }] })).toEqual(['items.0.headline: headline is required']);
  });

  it('need a tag to have text, a detail to have a known icon and text, and images from https or this site', () => {
    expect(messages({ items: [{ headline: 'x', tags: [{ tag: '' }] }] })).toEqual(['items.0.tags.0.tag: tag is required']);
    expect(messages({ items: [{ headline: 'x', details: [{ icon: 'rocket', body: 'Fast' }] }] })).toEqual(['items.0.details.0.icon: pick an icon']);
    expect(messages({ items: [{ headline: 'x', details: [{ icon: 'clock' }] }] })).toEqual(['items.0.details.0.body: body is required']);
    // An image from elsewhere is left out with its reason, its item kept.
    expect(checkOptions(textMediaListBlock, { items: [{ headline: 'x', images: [{ image: 'http://example.com/a.jpg' }] }] })).toMatchObject({
      success: true,
      output: { items: [{ headline: 'x', images: [] }] },
      dropped: [{ path: 'items.0.images.0.image', message: 'image must be an https URL or a site path' }],
    });
  });

  it('check both buttons with the partial button rules', () => {
    expect(messages({ items: [{ headline: 'x', button: { text: 'Book' } }] })).toEqual(['items.0.button.url: a button needs a link']);
    // The spec names this button's link `url`: an `href` is not where the editor put it.
    expect(messages({ items: [{ headline: 'x', button: { text: 'Book', href: '/visit' } }] })).toEqual(['items.0.button.url: a button needs a link']);
    expect(messages({ items: [{ headline: 'x', secondaryButton: { text: 'Menu', isFileUpload: true } }] })).toEqual(['items.0.secondaryButton.fileUpload: a file upload button needs a PDF']);
  });
});

describe('the tag filter', () => {
  it('offers each tag once, in the order items first use it', () => {
    expect(listTags(parse({ items: [TASTING, TOUR, DINNER] }).items)).toEqual(['Tastings', 'Tours', 'Dining']);
  });

  it('shows every item for All and only the tagged items otherwise', () => {
    const tags = [['Tastings'], ['Tours', 'Tastings'], ['Dining'], []];
    expect(shownItems(tags, ALL)).toEqual([true, true, true, true]);
    expect(shownItems(tags, 'Tastings')).toEqual([true, true, false, false]);
    expect(shownItems(tags, 'Dining')).toEqual([false, false, true, false]);
  });
});

describe('TextMediaList', () => {
  it('renders a filter bar of its tags, All first and pressed, with every item shown', () => {
    const html = render({ title: 'Experiences', items: [TASTING, TOUR, DINNER] });
    expect(html).toContain('<h2 id="text-media-tm1-title" class="text-media-list__title">Experiences</h2>');
    expect(html).toContain('role="group" aria-label="Filter Experiences"');
    expect(html.match(/class="text-media-list__filter" aria-pressed="(true|false)" aria-controls="text-media-tm1-items">[^<]+</g)).toEqual([
      'class="text-media-list__filter" aria-pressed="true" aria-controls="text-media-tm1-items">All<',
      'class="text-media-list__filter" aria-pressed="false" aria-controls="text-media-tm1-items">Tastings<',
      'class="text-media-list__filter" aria-pressed="false" aria-controls="text-media-tm1-items">Tours<',
      'class="text-media-list__filter" aria-pressed="false" aria-controls="text-media-tm1-items">Dining<',
    ]);
    expect(html).toContain('data-island="text-media-filters"');
    expect(html).not.toContain('hidden=""');
  });

  it('renders each item: tags, headline, sanitised body, icon details, both buttons and its images', () => {
    const html = render({ title: 'Experiences', items: [TASTING] });
    expect(html).toContain('<p class="text-media-list__tags">Tastings</p>');
    expect(html).toContain('<h3 class="text-media-list__headline">Estate Tasting</h3>');
    expect(html).toContain('<p>Five current releases on the terrace.</p>');
    // (The image transformation's own option, onerror=redirect, sits inside a URL.)
    expect(html).not.toMatch(/\sonerror=/i);
    expect(html).toContain('<span>75 minutes</span>');
    expect(html.match(/<svg class="text-media-list__icon"/g)).toHaveLength(2);
    expect(html).toContain('href="/visit/vineyard-winery"');
    expect(html).toContain('href="/files/estate-tasting.pdf" target="_blank"');
    expect(html).toContain('alt="Five glasses poured on the terrace"');
    expect(html).toContain('alt="The vineyard below the terrace"');
  });

  it('heads items with h2 when the list has no title, and has no filter bar without tags', () => {
    const html = render({ items: [{ headline: 'Cave Tour' }] });
    expect(html).toContain('<h2 class="text-media-list__headline">Cave Tour</h2>');
    expect(html).not.toContain('text-media-list__filter');
    expect(html).toContain('class="text-media-list__item text-media-list__item--text"');
  });
});

describe('the sides of the images', () => {
  it('alternate along the items shown, whatever a filter hides', () => {
    expect(alternateSides([true, true, true, true])).toEqual([false, true, false, true]);
    expect(alternateSides([true, false, true, false, true])).toEqual([false, false, true, false, false]);
  });

  it('alternate from the server on, before any script', () => {
    const html = render({ items: [{ headline: 'One' }, { headline: 'Two' }, { headline: 'Three' }] });
    expect(html.match(/data-flipped="true"/g)).toHaveLength(1);
    expect(html.indexOf('data-flipped')).toBeGreaterThan(html.indexOf('One'));
    expect(html.indexOf('data-flipped')).toBeLessThan(html.indexOf('Three'));
  });
});
