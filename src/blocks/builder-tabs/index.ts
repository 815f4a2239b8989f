import { defineBlock } from '../kit/contract/define-block.ts';
import { BuilderTabs } from './builder-tabs.tsx';
import { BuilderTabsOptionsSchema } from './builder-tabs.schema.ts';

export const builderTabsBlock = defineBlock({
  name: 'Builder: Tabs',
  group: 'Layout',
  schema: BuilderTabsOptionsSchema,
  component: BuilderTabs,
  nestedBlocks: (options) => options.tabs.flatMap((tab) => [...tab.label, ...tab.content]),
});
