// The content spec's Button, as a part of other blocks' options (hero, headline, text
// block, button list...): text, a link or an uploaded PDF, design and outline, and what
// it reports to the data layer when clicked.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';
import { withRules } from '../render/editor-rules.ts';
import { BUTTON_DESIGNS } from './button.schema.ts';

export const BUTTON_LINK_REQUIRED = 'a button needs a link';
export const BUTTON_FILE_REQUIRED = 'a file upload button needs a PDF';

/** An uploaded file: a PDF on the page builder's CDN or this site. */
const PdfSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https:\/\/|\/(?!\/))[^\s]*\.pdf(\?[^\s]*)?$/i, 'fileUpload must be a PDF (an https URL or a site path ending in .pdf)'),
  input({ type: 'file', allowedFileTypes: ['pdf'] }),
);

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.transform((text) => text || undefined)));

const ButtonFieldsSchema = withRules(
  v.object({
    text: v.pipe(v.string(), v.trim(), v.nonEmpty('a button needs text')),
    isFileUpload: v.optional(v.nullable(v.boolean(), false), false),
    fileUpload: v.optional(v.nullable(PdfSchema)),
    href: v.optional(v.nullable(v.pipe(LinkSchema, input({ showIf: "options.get('isFileUpload') !== true" })))),
    // An empty label would hide the visible text from assistive technology; treat it as absent.
    ariaLabel: optionalText,
    design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
    outlined: v.optional(v.pipe(v.boolean(), input({ showIf: "options.get('design') !== 'underline'" })), false),
    /**
     * Builder sites on Next.js use this to make a link a full page load instead of a
     * client-side route. Every link here is a full page load already: kept for content
     * that sets it.
     */
    disableNextLink: v.optional(v.nullable(v.boolean(), false), false),
    /** A data-layer event pushed on click (one of the spec's event names; others are logged and dropped). */
    dataLayerName: optionalText,
    dataLayerValue: optionalText,
  }),
  [
    { kind: 'requiredWhen', field: 'href', when: { field: 'isFileUpload', equals: false }, message: BUTTON_LINK_REQUIRED },
    { kind: 'requiredWhen', field: 'fileUpload', when: { field: 'isFileUpload', equals: true }, message: BUTTON_FILE_REQUIRED },
  ],
);

/** A button inside another block's options: where it leads is the link, or the PDF when it is a file upload. */
export const ButtonOptionSchema = v.pipe(
  ButtonFieldsSchema,
  v.transform((button) => ({
    text: button.text,
    href: (button.isFileUpload ? button.fileUpload : button.href) ?? '/',
    ariaLabel: button.ariaLabel,
    design: button.design,
    outlined: button.outlined,
    /** A PDF opens in a new tab, and says so. */
    isFile: button.isFileUpload,
    dataLayer: button.dataLayerName ? { name: button.dataLayerName, value: button.dataLayerValue } : undefined,
  })),
);

export type ButtonOption = v.InferOutput<typeof ButtonOptionSchema>;
