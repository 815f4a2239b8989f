// The body of POST /api/errors: a browser's error or a visitor's feedback. Strict: unknown
// fields are refused, every string is bounded (report.limits.ts).
import * as v from 'valibot';
import { MAX_MESSAGE, MAX_NAME, MAX_STACK, MAX_TAG_VALUE, MAX_TAGS, MAX_URL } from './report.limits.ts';

const TagKey = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,31}$/));

export const BrowserReportSchema = v.strictObject({
  kind: v.picklist(['error', 'feedback']),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MAX_MESSAGE)),
  name: v.optional(v.pipe(v.string(), v.maxLength(MAX_NAME))),
  stack: v.optional(v.pipe(v.string(), v.maxLength(MAX_STACK))),
  tags: v.optional(
    v.pipe(
      v.record(TagKey, v.pipe(v.string(), v.maxLength(MAX_TAG_VALUE))),
      v.check((tags) => Object.keys(tags).length <= MAX_TAGS),
    ),
  ),
  // The page's path (a full same-site URL is reduced to its path by the Worker).
  url: v.pipe(v.string(), v.maxLength(MAX_URL), v.regex(/^(\/|https?:\/\/)/)),
});

export type BrowserReport = v.InferOutput<typeof BrowserReportSchema>;
