import type { BlockProps } from '../kit/contract/define-block.ts';
import { EmbedFacadeIsland } from '../kit/pieces/embed-facade/index.ts';
import { locatorUrl, type StoreLocatorOptions } from './store-locator.schema.ts';

export function StoreLocator({ options, blockId }: BlockProps<StoreLocatorOptions>) {
  return (
    <EmbedFacadeIsland.Anonymous
      id={`store-locator-${blockId}`}
      title={options.destiniTitle}
      description="Search the shops and restaurants near you that pour and sell our wines."
      buttonText={options.button.text}
      buttonDesign={options.button.design}
      provider="the Destini store locator"
      embed={{ kind: 'frame', src: locatorUrl(options), height: 720, allow: 'geolocation' }}
    />
  );
}
