// The content spec's Button, as a part of other blocks' options (hero, headline, text
// block, button list...): text, a link or an uploaded PDF, design and outline, and what
// it reports to the data layer when clicked.
import * as v from 'valibot';
import { input } from '../../../ui/editor/input.ts';
import { LinkSchema } from '../../../ui/link/href.ts';
import { withRules } from '../contract/editor-rules.ts';
import { BUTTON_DESIGNS } from './button.schema.ts';
import { OptionalTextSchema } from './text.schema.ts';

export const BUTTON_LINK_REQUIRED = 'a button needs a link';
export const BUTTON_FILE_REQUIRED = 'a file upload button needs a PDF';

/** An uploaded file: a PDF on the page builder's CDN or this site. */
const PdfSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https:\/\/|\/(?!\/))[^\s]*\.pdf(\?[^\s]*)?$/i, 'fileUpload must be a PDF (an https URL or a site path ending in .pdf)'),
  input({ type: 'file', allowedFileTypes: ['pdf'] }),
);

/** Every field of a button but its link, which blocks name `href` or (the text-media list) `url`. */
const BUTTON_TEXT_FIELDS = {
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('a button needs text')),
  isFileUpload: v.optional(v.nullable(v.boolean(), false), false),
  fileUpload: v.optional(v.nullable(PdfSchema)),
};
const BUTTON_LINK_FIELD = v.optional(v.nullable(v.pipe(LinkSchema, input({ showIf: "options.get('isFileUpload') !== true" }))));
const BUTTON_LOOK_FIELDS = {
  // An empty label would hide the visible text from assistive technology; treat it as absent.
  ariaLabel: OptionalTextSchema,
  design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
  outlined: v.optional(v.pipe(v.boolean(), input({ showIf: "options.get('design') !== 'underline'" })), false),
  /**
   * Builder sites on Next.js use this to make a link a full page load instead of a
   * client-side route. Every link here is a full page load already: kept for content
   * that sets it.
   */
  disableNextLink: v.optional(v.nullable(v.boolean(), false), false),
  /** A data-layer event pushed on click (one of the spec's event names; others are logged and dropped). */
  dataLayerName: OptionalTextSchema,
  dataLayerValue: OptionalTextSchema,
};
const linkRules = <K extends string>(link: K) =>
  [
    { kind: 'requiredWhen', field: link, when: { field: 'isFileUpload', equals: false }, message: BUTTON_LINK_REQUIRED },
    { kind: 'requiredWhen', field: 'fileUpload', when: { field: 'isFileUpload', equals: true }, message: BUTTON_FILE_REQUIRED },
  ] as const;

type ButtonFields = v.InferOutput<v.ObjectSchema<typeof BUTTON_TEXT_FIELDS & typeof BUTTON_LOOK_FIELDS, undefined>>;

/** What every block gets of a button: where it leads is the link, or the PDF when it is a file upload. */
function toButton(button: ButtonFields, link: string | null | undefined) {
  return {
    text: button.text,
    href: (button.isFileUpload ? button.fileUpload : link) ?? '/',
    ariaLabel: button.ariaLabel,
    design: button.design,
    outlined: button.outlined,
    /** A PDF opens in a new tab, and says so. */
    isFile: button.isFileUpload,
    dataLayer: button.dataLayerName ? { name: button.dataLayerName, value: button.dataLayerValue } : undefined,
  };
}

/** A button inside another block's options, its link in `href`. */
export const ButtonOptionSchema = v.pipe(
  withRules(v.object({ ...BUTTON_TEXT_FIELDS, href: BUTTON_LINK_FIELD, ...BUTTON_LOOK_FIELDS }), linkRules('href')),
  v.transform((button) => toButton(button, button.href)),
);

/** The same button with its link in `url`, as the content spec names it for the filterable text-media list. */
export const UrlButtonOptionSchema = v.pipe(
  withRules(v.object({ ...BUTTON_TEXT_FIELDS, url: BUTTON_LINK_FIELD, ...BUTTON_LOOK_FIELDS }), linkRules('url')),
  v.transform((button) => toButton(button, button.url)),
);

export type ButtonOption = v.InferOutput<typeof ButtonOptionSchema>;
