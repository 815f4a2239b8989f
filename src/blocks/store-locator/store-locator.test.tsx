import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { storeLocatorBlock } from './index.ts';
import { StoreLocator } from './store-locator.tsx';
import { DESTINI_DEFAULTS, locatorUrl, StoreLocatorOptionsSchema } from './store-locator.schema.ts';

const parse = (raw: unknown) => v.parse(StoreLocatorOptionsSchema, raw);

describe('StoreLocator options', () => {
  it("default to the brand's locator and a 'Click to interact' button", () => {
    expect(parse({})).toEqual({ ...DESTINI_DEFAULTS, button: { text: 'Click to interact', design: 'red' } });
  });

  it('keep the locator ids hidden from editors, with their defaults', () => {
    const inputs = blockManifest([storeLocatorBlock]).components[0]?.inputs ?? [];
    for (const name of ['destiniMapUrl', 'locatorId', 'alphaCode', 'locatorName', 'clientId']) {
      expect(
        inputs.find((i) => i.name === name),
        name,
      ).toMatchObject({ hideFromUI: true, defaultValue: DESTINI_DEFAULTS[name as keyof typeof DESTINI_DEFAULTS] });
    }
  });

  it('take an https locator only', () => {
    expect(v.safeParse(StoreLocatorOptionsSchema, { destiniMapUrl: 'http://destinilocators.com/x' }).success).toBe(false);
  });
});

describe('StoreLocator', () => {
  it('renders the click-to-load card, with the locator frame in its props', () => {
    const options = parse({ button: { text: 'Find a store near me' } });
    const html = renderToString(<StoreLocator options={options} blockId="s1" renderBlocks={() => null} />);
    expect(html).toContain('data-island="embed-facade"');
    expect(html).toContain('Find a store near me</button>');
    expect(html).not.toContain('<iframe');
    expect(locatorUrl(options)).toBe('https://destinilocators.com/triangleridge/site/install/?ALPHACODE=TRW&LOCATORID=4120&LOCATORNAME=triangleridge&CLIENTID=triangleridge');
  });

  it("allows the locator's origin as a frame on its page", () => {
    expect(storeLocatorBlock.embeds?.(parse({}))).toEqual({ frame: ['https://destinilocators.com'] });
  });
});
