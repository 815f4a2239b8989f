import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { locationMapCardsBlock } from './index.ts';
import { LocationMapCards } from './location-map-cards.tsx';
import { directionsUrl, LocationMapCardsOptionsSchema, MAX_ZIP_MESSAGE } from './location-map-cards.schema.ts';

const winery = { name: 'Vineyard & Winery', street: '3100 Mount Veeder Road', city: 'Napa', zipcode: '94558' };
const parse = (raw: unknown) => v.parse(LocationMapCardsOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(locationMapCardsBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<LocationMapCards options={parse(raw)} blockId="m1" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

describe('LocationMapCards options', () => {
  it('take CA as the state, the only one there is', () => {
    expect(parse({ locations: [{ addressInfo: winery }] }).locations[0]?.addressInfo.state).toBe('CA');
    expect(messages({ locations: [{ addressInfo: { ...winery, state: 'OR' } }] })).toEqual(['locations.0.addressInfo.state: state must be CA']);
    expect(
      blockManifest([locationMapCardsBlock])
        .components[0]?.inputs[0]?.subFields?.find((i) => i.name === 'addressInfo')
        ?.subFields?.find((i) => i.name === 'state'),
    ).toMatchObject({ enum: ['CA'], defaultValue: 'CA' });
  });

  it(`keep zip codes to 9 characters: '${MAX_ZIP_MESSAGE}'`, () => {
    expect(messages({ locations: [{ addressInfo: { ...winery, zipcode: '94558-12345' } }] })).toEqual([`locations.0.addressInfo.zipcode: ${MAX_ZIP_MESSAGE}`]);
    expect(messages({ locations: [{ addressInfo: { ...winery, zipcode: '945581234' } }] })).toEqual([]);
    const zip = blockManifest([locationMapCardsBlock])
      .components[0]?.inputs[0]?.subFields?.find((i) => i.name === 'addressInfo')
      ?.subFields?.find((i) => i.name === 'zipcode');
    expect(zip?.onChange).toContain(JSON.stringify(MAX_ZIP_MESSAGE));
  });

  it('need the name, street, city and zip, and hold the button link to the link rule', () => {
    expect(messages({ locations: [{ addressInfo: { name: 'x' } }] })).toEqual([
      'locations.0.addressInfo.street: street is required',
      'locations.0.addressInfo.city: city is required',
      'locations.0.addressInfo.zipcode: zipcode is required',
    ]);
    expect(messages({ locations: [{ addressInfo: winery, button: { text: 'Book', url: 'book' } }] })[0]).toMatch(/^locations\.0\.button\.url: Invalid url format/);
  });
});

describe('LocationMapCards', () => {
  it('renders each location with its picture, address, directions, information and button', () => {
    const html = render({
      locations: [
        {
          image: { src: '/images/visit/winery.jpg', altText: 'The winery', backgroundImage: '/images/visit/map.png' },
          addressInfo: winery,
          locationInfo: '<p>Daily 10am to 5pm</p>',
          button: { text: 'Plan your visit', url: '/visit/vineyard-winery' },
        },
      ],
    });
    expect(html).toContain('style="background-image:url(&quot;/images/visit/map.png&quot;)"');
    expect(html).toContain('<h3 class="map-cards__name">Vineyard &amp; Winery</h3>');
    expect(html).toContain('<address class="map-cards__address">3100 Mount Veeder Road<br/>Napa, CA 94558</address>');
    expect(html).toContain(`href="${directionsUrl({ ...winery, state: 'CA' }).replaceAll('&', '&amp;')}" target="_blank"`);
    expect(html).toContain('<p>Daily 10am to 5pm</p>');
    expect(html).toContain('href="/visit/vineyard-winery">Plan your visit</a>');
  });
});
