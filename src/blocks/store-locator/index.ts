import { defineBlock } from '../kit/contract/define-block.ts';
import { islands, originOf } from '../kit/pieces/embed-facade/index.ts';
import { StoreLocator } from './store-locator.tsx';
import { StoreLocatorOptionsSchema } from './store-locator.schema.ts';

export const storeLocatorBlock = defineBlock({
  name: 'StoreLocator',
  aliases: ['Store Locator', 'DestiniStoreLocator'],
  group: 'Special',
  schema: StoreLocatorOptionsSchema,
  component: StoreLocator,
  islands,
  static: true,
  // The locator's frame, on this page only, once the visitor opens it.
  embeds: (options) => ({ frame: originOf(options.destiniMapUrl) }),
});
