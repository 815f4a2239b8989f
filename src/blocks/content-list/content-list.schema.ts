// Content spec "Content list": entries of a content model (blog posts by default) as
// cards, a page at a time (9 by default, 1 to 1000), with pagination.
import * as v from 'valibot';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { wholeNumberInRange } from '../kit/inputs/number.schema.ts';

export const CONTENT_MODELS = ['BLOG', 'RECIPES', 'CAMPAIGN', 'COLLECTION', 'PAGE'] as const;
export type ContentModelName = (typeof CONTENT_MODELS)[number];

export const PAGE_SIZE = { default: 9, min: 1, max: 1000 } as const;
/** Content spec section 5: non-integers are truncated with this alert. */
export const INTEGERS_MESSAGE = 'Only integers allowed';
export const PAGE_SIZE_RANGE_MESSAGE = 'pageSize must be from 1 to 1000';

export const ContentListOptionsSchema = v.object({
  contentModel: v.optional(v.picklist(CONTENT_MODELS), 'BLOG'),
  title: OptionalTextSchema,
  subtitle: OptionalTextSchema,
  hideExcerpt: v.optional(v.boolean(), false),
  pageSize: v.optional(wholeNumberInRange(PAGE_SIZE, PAGE_SIZE_RANGE_MESSAGE, INTEGERS_MESSAGE), PAGE_SIZE.default),
  showPagination: v.optional(v.boolean(), true),
});

export type ContentListOptions = v.InferOutput<typeof ContentListOptionsSchema>;

/** The content API's model name for the editor's choice. */
export const modelName = (model: ContentModelName) => model.toLowerCase();
