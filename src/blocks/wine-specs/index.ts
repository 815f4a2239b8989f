import { defineBlock } from '../kit/contract/define-block.ts';
import { WineSpecs } from './wine-specs.tsx';
import { WineSpecsOptionsSchema } from './wine-specs.schema.ts';

export const wineSpecsBlock = defineBlock({
  name: 'WineSpecs',
  group: 'Product',
  schema: WineSpecsOptionsSchema,
  component: WineSpecs,
  static: true,
  // Content spec section 2: not on pages and recipes.
  excludedModels: ['page', 'recipes'],
});
