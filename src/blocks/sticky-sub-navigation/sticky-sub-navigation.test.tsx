import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { stickySubNavigationBlock } from './index.ts';
import { StickySubNavigation } from './sticky-sub-navigation.tsx';
import { MAX_STICKY_BUTTONS_MESSAGE, StickySubNavigationOptionsSchema } from './sticky-sub-navigation.schema.ts';

const button = (text: string) => ({ text, href: '/visit/vineyard-winery' });
const parse = (raw: unknown) => v.parse(StickySubNavigationOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(stickySubNavigationBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};

describe('StickySubNavigation options', () => {
  it('need a title, and take no buttons by default', () => {
    expect(parse({ title: 'Vineyard & Winery' }).buttons).toEqual([]);
    expect(messages({})).toEqual(['title: title is required']);
  });

  it(`take at most two buttons: '${MAX_STICKY_BUTTONS_MESSAGE}'`, () => {
    expect(messages({ title: 'Visit', buttons: [button('Book'), button('Call'), button('Map')] })).toEqual([`buttons: ${MAX_STICKY_BUTTONS_MESSAGE}`]);
    expect(messages({ title: 'Visit', buttons: [button('Book'), button('Call')] })).toEqual([]);
    const buttons = blockManifest([stickySubNavigationBlock]).components[0]?.inputs.find((i) => i.name === 'buttons');
    expect(buttons?.onChange).toContain(JSON.stringify(MAX_STICKY_BUTTONS_MESSAGE));
  });
});

describe('StickySubNavigation', () => {
  it('renders a named navigation with its buttons, in a slot that keeps its height when it sticks', () => {
    const html = renderToString(<StickySubNavigation options={parse({ title: 'Vineyard & Winery', buttons: [button('Book a tasting')] })} blockId="s1" renderBlocks={() => null} />);
    expect(html).toContain('data-island="sticky-sub-navigation"');
    expect(html).toContain('<div class="sticky-nav__slot"><nav class="sticky-nav" aria-labelledby="sticky-nav-s1-title">');
    expect(html).toContain('<p class="sticky-nav__title" id="sticky-nav-s1-title">Vineyard &amp; Winery</p>');
    expect(html).toContain('href="/visit/vineyard-winery">Book a tasting</a>');
  });
});
