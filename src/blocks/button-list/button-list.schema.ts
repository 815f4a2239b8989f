// Content spec "Button list": a list of buttons (each the spec's Button: a link or a PDF,
// design, outline, data-layer event). Beyond the spec, where the row sits.
import * as v from 'valibot';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';

export const BUTTON_LIST_ALIGNMENTS = ['left', 'center', 'right'] as const;

export const ButtonListOptionsSchema = v.object({
  buttons: v.pipe(v.array(ButtonOptionSchema), v.nonEmpty('add at least one button')),
  alignment: v.optional(v.picklist(BUTTON_LIST_ALIGNMENTS), 'center'),
});

export type ButtonListOptions = v.InferOutput<typeof ButtonListOptionsSchema>;
