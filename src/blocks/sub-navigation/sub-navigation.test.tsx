import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE } from '../../ui/link/href.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { subNavigationBlock } from './index.ts';
import { SubNavigation } from './sub-navigation.tsx';
import { SubNavigationOptionsSchema } from './sub-navigation.schema.ts';

const items = [{ label: 'Vineyard & Winery', href: '/visit/vineyard-winery' }, { label: 'Downtown Tasting Room', href: '/visit/downtown-tasting-room' }, { label: 'Events' }];
const parse = (raw: unknown) => v.parse(SubNavigationOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(subNavigationBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<SubNavigation options={parse(raw)} blockId="n1" renderBlocks={() => null} />);

describe('SubNavigation options', () => {
  it('have a skip link and transitions by default, also when cleared to null', () => {
    expect(parse({ navItems: items })).toMatchObject({ skipNavLink: true, enableTransitions: true });
    expect(parse({ navItems: items, skipNavLink: null, enableTransitions: null })).toMatchObject({ skipNavLink: true, enableTransitions: true });
  });

  it('need a label for each item, and hold links to the link rule', () => {
    expect(messages({ navItems: [{ href: '/visit' }] })).toEqual(['navItems.0.label: label is required']);
    expect(messages({ navItems: [{ label: 'Hours', href: 'hours' }] })).toEqual([`navItems.0.href: ${INVALID_LINK_MESSAGE}`]);
    expect(messages({ navItems: [] })).toEqual(['navItems: add at least one item']);
  });
});

describe('SubNavigation', () => {
  it('renders a skip link past a navigation of links, the item without a link as the current page', () => {
    const html = render({ navItems: items });
    expect(html).toContain('<a class="skip-link sub-nav__skip" href="#sub-nav-n1-end">Skip section navigation</a>');
    expect(html).toContain('<nav class="sub-nav__nav" aria-label="Section navigation">');
    expect(html).toContain('<a class="sub-nav__link" href="/visit/downtown-tasting-room">Downtown Tasting Room</a>');
    expect(html).toContain('<span class="sub-nav__link sub-nav__link--current" aria-current="page">Events</span>');
    expect(html).toContain('<span id="sub-nav-n1-end" class="sub-nav__end" tabindex="-1"></span>');
  });

  it('leaves out the skip link and the transitions when the editor turns them off', () => {
    const html = render({ navItems: items, skipNavLink: false, enableTransitions: false });
    expect(html).not.toContain('Skip section navigation');
    expect(html).toContain('<div class="sub-nav">');
  });
});
