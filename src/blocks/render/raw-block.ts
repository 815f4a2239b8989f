import * as v from 'valibot';
import { ResponsiveStylesSchema } from './styles.ts';

/** A content block as stored: its element, component, children and styles. */
export const RawBlockSchema = v.object({
  id: v.optional(v.string()),
  tagName: v.optional(v.picklist(['div', 'section', 'article', 'aside', 'header', 'footer', 'span', 'figure', 'nav', 'main', 'li', 'ul'])),
  component: v.optional(
    v.object({
      name: v.string(),
      options: v.optional(v.record(v.string(), v.unknown()), {}),
    }),
  ),
  children: v.optional(v.array(v.unknown()), []),
  responsiveStyles: v.optional(ResponsiveStylesSchema),
  linkUrl: v.optional(v.string()),
  properties: v.optional(v.record(v.string(), v.string()), {}),
});
