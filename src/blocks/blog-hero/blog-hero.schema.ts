// Content spec "Blog hero": the top of a blog post. Its title is the page's h1; the
// author is a name or a reference to an `author` entry (its name and role are read when
// the page renders); share icons are plain links built from the canonical URL, which
// also becomes the page's <link rel="canonical">.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { INVALID_LINK_MESSAGE, isValidLink } from '../../ui/link/href.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';

export const TITLE_REQUIRED_MESSAGE = 'a blog hero needs a title';
export const DATE_MESSAGE = 'date must be a date (YYYY-MM-DD)';
export const AUTHOR_MODEL = 'author';
export const CANONICAL_MESSAGE = 'the canonical url must be an http(s) address or a path on this site';

/** The author as the hero shows it: a name the editor typed, or an `author` entry to read. */
export type AuthorOption = { kind: 'name'; name: string } | { kind: 'entry'; id: string };

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty('an author reference needs an id'), v.maxLength(200, 'an author reference id is at most 200 characters'));

const AuthorSchema = v.pipe(
  v.union(
    [
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((name): AuthorOption | undefined => (name ? { kind: 'name', name } : undefined)),
      ),
      // Builder's reference input: { "@type": "@builder.io/core:Reference", model, id }.
      v.pipe(
        v.object({ '@type': v.literal('@builder.io/core:Reference'), model: v.literal(AUTHOR_MODEL, 'the author must be an author entry'), id: Id }),
        v.transform((ref): AuthorOption => ({ kind: 'entry', id: ref.id })),
      ),
    ],
    'author must be a name or an author entry',
  ),
  input({ type: 'reference', model: AUTHOR_MODEL }),
);

/**
 * Builder's date input stores an ISO string or a timestamp; the hero keeps the calendar
 * day (UTC) as YYYY-MM-DD, the form a <time> element and the content list both read.
 */
const DateSchema = v.pipe(
  v.union([v.string(), v.number()], DATE_MESSAGE),
  v.transform((value) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') return undefined;
    const date = typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(text);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }),
  v.custom<string | undefined>((day) => day !== null, DATE_MESSAGE),
  input({ type: 'date' }),
);

export const BlogHeroOptionsSchema = v.object({
  title: v.pipe(v.string(TITLE_REQUIRED_MESSAGE), v.trim(), v.nonEmpty(TITLE_REQUIRED_MESSAGE)),
  author: v.optional(AuthorSchema),
  date: v.optional(DateSchema),
  backgroundColor: v.optional(v.picklist(COLOR_NAMES), 'None'),
  backgroundImage: v.optional(
    v.object({
      src: ImageSourceSchema,
      /** The image keeps to the content width instead of running edge to edge. */
      isMaxWidth: v.optional(v.boolean(), false),
      altText: OptionalTextSchema,
    }),
  ),
  showShareIcons: v.optional(v.boolean(), true),
  /** The post's address for search engines and for sharing; the page's own URL without it. */
  canonicalUrl: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // A cleared field is unset, not a broken link.
      v.check((href) => href === '' || isValidLink(href), INVALID_LINK_MESSAGE),
      v.check((href) => href === '' || !isValidLink(href) || /^(https?:\/\/|\/)/i.test(href), CANONICAL_MESSAGE),
      input({ type: 'url', friendlyName: 'Canonical URL' }),
      v.transform((href) => href || undefined),
    ),
  ),
});

export type BlogHeroOptions = v.InferOutput<typeof BlogHeroOptionsSchema>;
