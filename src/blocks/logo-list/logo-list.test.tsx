import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVALID_EXTERNAL_LINK_MESSAGE } from '../../ui/link/href.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { logoListBlock } from './index.ts';
import { LogoList } from './logo-list.tsx';
import { LogoListOptionsSchema } from './logo-list.schema.ts';

const logo = (name: string, url?: string) => ({ image: `/images/logos/${name}.png`, altText: name, ...(url === undefined ? {} : { url }) });
const parse = (raw: unknown) => v.parse(LogoListOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(logoListBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<LogoList options={parse(raw)} blockId="l1" renderBlocks={() => null} />);

describe('LogoList options', () => {
  it('keep the background by default, and treat an empty link as none', () => {
    expect(parse({ logos: [logo('Wine Spectator', '')] })).toEqual({
      logos: [{ image: '/images/logos/Wine Spectator.png', altText: 'Wine Spectator', url: undefined }],
      disableBackgroundColor: false,
    });
  });

  it(`take only http and https links: '${INVALID_EXTERNAL_LINK_MESSAGE}'`, () => {
    expect(messages({ logos: [logo('Napa Valley Vintners', '/visit')] })).toEqual([`logos.0.url: ${INVALID_EXTERNAL_LINK_MESSAGE}`]);
    expect(messages({ logos: [logo('Napa Valley Vintners', 'mailto:info@napavintners.com')] })).toEqual([`logos.0.url: ${INVALID_EXTERNAL_LINK_MESSAGE}`]);
    expect(messages({ logos: [logo('Napa Valley Vintners', 'https://napavintners.com/')] })).toEqual([]);
  });

  it('need alt text for each logo', () => {
    expect(messages({ logos: [{ image: '/images/logos/x.png', altText: ' ' }] })).toEqual(['logos.0.altText: a logo needs alt text naming who it is']);
  });
});

describe('LogoList', () => {
  it('renders each logo at the spec sizes, linked ones opening in a new tab', () => {
    const html = render({ logos: [logo('Decanter', 'https://www.decanter.com/'), logo('Wine Enthusiast')], disableBackgroundColor: true });
    expect(html).toContain('<div class="logo-list">');
    expect(html).toContain(
      '<a class="logo-list__link" href="https://www.decanter.com/" target="_blank" rel="noopener noreferrer"><img class="logo-list__img" src="/cdn-cgi/image/width=640,quality=75,format=auto,fit=scale-down,onerror=redirect/images/logos/Decanter.png"',
    );
    // 144 and 206 px at 1x and 2x, at quality 75, lazily, in a 206x75 box.
    expect(html).toContain('/images/logos/Decanter.png 256w, /cdn-cgi/image/width=384,quality=75,format=auto,fit=scale-down,onerror=redirect/images/logos/Decanter.png 384w, ');
    expect(html).toContain('sizes="(min-width: 768px) 206px, 144px" alt="Decanter" width="206" height="75" loading="lazy"');
    // A source with a space cannot be put in a transformation URL as it is: served as it is.
    expect(html).toContain('src="/images/logos/Wine Enthusiast.png" alt="Wine Enthusiast" width="206" height="75" loading="lazy"');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
