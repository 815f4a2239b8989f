// The block registry: adding a block is one line here.
import { accordionItemBlock } from '../blocks/accordion-item/index.ts';
import { accordionBlock } from '../blocks/accordion/index.ts';
import { boxBlock } from '../blocks/box/index.tsx';
import { buttonBlock } from '../blocks/button/index.ts';
import { collectionListBlock } from '../blocks/collection-list/index.ts';
import { columnsBlock } from '../blocks/columns/index.ts';
import { headlineBlock } from '../blocks/headline/index.ts';
import { heroBlock } from '../blocks/hero/index.ts';
import { imageBlock } from '../blocks/image/index.ts';
import { productDisplayBlock } from '../blocks/product-display/index.ts';
import { productHeroBlock } from '../blocks/product-hero/index.ts';
import { sectionBlock } from '../blocks/section/index.ts';
import { spacerBlock } from '../blocks/spacer/index.ts';
import { symbolBlock } from '../blocks/symbol/index.ts';
import { textBlockBlock } from '../blocks/text-block/index.ts';
import { textImageBlock } from '../blocks/text-image/index.ts';
import { textBlock } from '../blocks/text/index.ts';
import { wineSpecsBlock } from '../blocks/wine-specs/index.ts';
import type { BlockDefinition } from './render/define-block.ts';

// Each entry keeps its own options type; the registry only needs the common shape.
export const BLOCKS: readonly BlockDefinition[] = [
  textBlock,
  imageBlock,
  sectionBlock,
  boxBlock,
  columnsBlock,
  buttonBlock,
  symbolBlock,
  heroBlock,
  headlineBlock,
  textBlockBlock,
  textImageBlock,
  spacerBlock,
  accordionBlock,
  accordionItemBlock,
  collectionListBlock,
  productDisplayBlock,
  productHeroBlock,
  wineSpecsBlock,
] as unknown as readonly BlockDefinition[];

const byName = new Map<string, BlockDefinition>();
for (const block of BLOCKS) {
  for (const name of [block.name, ...(block.aliases ?? [])]) byName.set(name, block);
}

export function getBlock(name: string): BlockDefinition | undefined {
  return byName.get(name);
}
