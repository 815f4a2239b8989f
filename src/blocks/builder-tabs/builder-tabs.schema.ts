import * as v from 'valibot';

const Blocks = v.optional(v.array(v.unknown()), []);

/** Builder's "Builder: Tabs": each tab's label and content are blocks. */
export const BuilderTabsOptionsSchema = v.object({
  tabs: v.optional(v.array(v.object({ label: Blocks, content: Blocks })), []),
  /** CSS for the active tab's label, read as safely as any block's styles. */
  activeTabStyle: v.optional(v.record(v.string(), v.union([v.string(), v.number()])), {}),
  /** 1 for the first tab; 0 for none open. */
  defaultActiveTab: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
  collapsible: v.optional(v.boolean(), false),
  tabHeaderLayout: v.optional(v.picklist(['center', 'space-between', 'space-around', 'flex-start', 'flex-end']), 'flex-start'),
});

export type BuilderTabsOptions = v.InferOutput<typeof BuilderTabsOptionsSchema>;
