// Content spec "FAQ": questions and answers with topic filters ("All" and the editor's
// tags) and a show-more button that keeps the list short (visible count 1 to 10, 4 by
// default).
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';
import { wholeNumberInRange } from '../kit/inputs/number.schema.ts';

export const FAQ_VISIBLE_COUNT = { default: 4, min: 1, max: 10 } as const;
export const FAQ_VISIBLE_COUNT_MESSAGE = 'visibleCount must be a whole number from 1 to 10';

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const FaqOptionsSchema = v.object({
  isFilterEnabled: v.optional(v.nullable(v.boolean(), true), true),
  /** An "All" filter before the tags. */
  hasAll: v.optional(v.nullable(v.boolean(), true), true),
  showMoreButton: v.optional(
    v.object({
      enableshowMoreButton: v.optional(v.boolean(), false),
      design: v.optional(v.picklist(BUTTON_DESIGNS), 'underline'),
      visibleCount: v.optional(wholeNumberInRange(FAQ_VISIBLE_COUNT, FAQ_VISIBLE_COUNT_MESSAGE), FAQ_VISIBLE_COUNT.default),
    }),
    {},
  ),
  faqFilterTags: v.optional(v.array(v.object({ tag: required('a filter tag needs a name') })), []),
  questions: v.pipe(
    v.array(
      v.object({
        question: required('a question is required'),
        answer: v.pipe(required('an answer is required'), input({ type: 'richText' })),
        filters: v.optional(v.array(v.object({ filter: v.pipe(v.string(), v.trim()) })), []),
      }),
    ),
    v.nonEmpty('add at least one question'),
  ),
});

export type FaqOptions = v.InferOutput<typeof FaqOptionsSchema>;
