import * as v from 'valibot';
import { ResponsiveStylesSchema } from '../kit/contract/styles.ts';

/**
 * A content block as stored: its element, component, children and styles. Builder writes
 * null where an editor cleared a field: every field here reads null as unset. Any tagName is
 * taken (the renderer keeps a safe few and renders the rest as a div).
 */
export const RawBlockSchema = v.object({
  id: v.nullish(v.string()),
  tagName: v.nullish(v.string()),
  component: v.nullish(
    v.object({
      name: v.string(),
      options: v.nullish(v.record(v.string(), v.unknown())),
    }),
  ),
  children: v.nullish(v.array(v.unknown())),
  responsiveStyles: v.nullish(ResponsiveStylesSchema),
  linkUrl: v.nullish(v.string()),
  properties: v.nullish(v.record(v.string(), v.unknown())),
  /** Builder's data bindings: a property path and the script that computes it. */
  bindings: v.nullish(v.record(v.string(), v.unknown())),
});
