// Content spec "Sub-navigation": links to a page's sections or sibling pages, with an
// optional skip link past them and optional transitions (smooth scrolling, an animated
// underline).
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';

export const SubNavigationOptionsSchema = v.object({
  navItems: v.pipe(
    v.array(
      v.object({
        label: v.pipe(v.string('label is required'), v.trim(), v.nonEmpty('label is required')),
        /** Without a link the item is the page the visitor is on. */
        href: v.optional(v.nullable(v.pipe(LinkSchema, input({ helperText: 'A page, or a section of this one: /visit#hours' })))),
      }),
    ),
    v.nonEmpty('add at least one item'),
  ),
  /** A "Skip section navigation" link for keyboard users, jumping past the items. */
  skipNavLink: v.optional(v.nullable(v.boolean(), true), true),
  enableTransitions: v.optional(v.nullable(v.boolean(), true), true),
});

export type SubNavigationOptions = v.InferOutput<typeof SubNavigationOptionsSchema>;
