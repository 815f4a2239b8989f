import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER } from '../../commerce/types.ts';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { IconList } from './icon-list.tsx';
import { IconListOptionsSchema } from './icon-list.schema.ts';
import { iconListBlock } from './index.ts';

const parse = (raw: unknown) => v.parse(IconListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(iconListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown, data: Partial<typeof EMPTY_PAGE_DATA> = {}) =>
  renderToString(
    <PageDataContext value={{ ...EMPTY_PAGE_DATA, ...data }}>
      <IconList options={parse(raw)} blockId="i1" renderBlocks={() => null} />
    </PageDataContext>,
  );

const allocation = {
  assetType: 'wineClub',
  wineClub: 'isosceles-only',
  heading: 'Library allocations',
  body: '<p>Older vintages from our cellar, twice a year.</p>',
  button1: { text: 'Shop the library', href: '/collection/library-wines' },
  isLinkedToRestrictedClub: true,
  restrictedClubButton: { text: 'Join the Wine Society', href: '/club' },
};

describe('IconList options', () => {
  it('lead each item with an icon by default', () => {
    expect(parse({ infoList: [{ icon: 'truck', heading: 'Free shipping' }] })).toMatchObject({
      fullWidth: false,
      infoList: [{ assetType: 'icon', icon: 'truck', isImageFullWidth: false, isLinkedToRestrictedClub: false }],
    });
  });

  it('need a heading, and the asset the item is set to', () => {
    expect(messages({ infoList: [{ icon: 'truck' }] })).toEqual(['infoList.0.heading: heading is required']);
    expect(messages({ infoList: [{ heading: 'Free shipping' }] })).toEqual(['infoList.0.icon: pick an icon']);
    expect(messages({ infoList: [{ assetType: 'wineClub', heading: 'Reds' }] })).toEqual(['infoList.0.wineClub: pick a Wine Society club']);
    expect(messages({ infoList: [{ assetType: 'customImageUpload', heading: 'Cave' }] })).toEqual(['infoList.0.customImageUpload: upload an image']);
    expect(messages({ infoList: [{ icon: 'unicorn', heading: 'x' }] })).toHaveLength(1);
  });
});

describe('IconList', () => {
  it('renders the heading, then each item with its icon, eyebrow, heading, body and buttons', () => {
    const html = render({
      heading: 'Why join',
      infoList: [
        { icon: 'percent', eyebrow: 'Members', heading: '20% off every bottle', button1: { text: 'See the clubs', href: '/club' } },
        { assetType: 'customImageUpload', customImageUpload: '/images/cave.jpg', imageAltText: 'The cave', heading: 'Cave tours' },
      ],
      button: { text: 'Join now', href: '/club' },
    });
    expect(html).toContain('<h2 class="icon-list__heading" id="icon-list-i1">Why join</h2>');
    expect(html).toContain('<svg class="icon icon-list__icon"');
    expect(html).toContain('<h3 class="icon-list__item-heading">20% off every bottle</h3>');
    expect(html).toContain('alt="The cave"');
    expect(html).toContain('>Join now</a>');
  });

  it("shows a restricted club's item buttons to members, and the restricted-club button to everyone else", () => {
    const visitor = render({ infoList: [allocation] });
    expect(visitor).toContain('<svg class="club-emblem"');
    expect(visitor).toContain('>Join the Wine Society</a>');
    expect(visitor).not.toContain('Shop the library');
    const member = render({ infoList: [allocation] }, { viewer: { ...ANONYMOUS_VIEWER, loggedIn: true, hasActiveClub: true } });
    expect(member).toContain('>Shop the library</a>');
    expect(member).not.toContain('Join the Wine Society');
    const preview = render({ infoList: [allocation] }, { preview: true });
    expect(preview).toContain('>Shop the library</a>');
    expect(preview.replaceAll('<!-- -->', '')).toContain('Visitors without an active club see &quot;Join the Wine Society&quot; here.');
  });
});
