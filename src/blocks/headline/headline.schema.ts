import * as v from 'valibot';
import { HeadlineButtonsSchema, headlineOptionSchema } from '../kit/inputs/headline.schema.ts';

export const HeadlineOptionsSchema = v.object({
  headline: headlineOptionSchema(undefined),
  buttons: HeadlineButtonsSchema,
  isHeadingOne: v.optional(v.boolean(), false),
});
