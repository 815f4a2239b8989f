import { defineBlock } from '../kit/contract/define-block.ts';
import { CustomCodeOptionsSchema, type CustomCodeOptions } from '../kit/inputs/custom-code.schema.ts';
import { EmbedHtml } from '../kit/pieces/embed-html.tsx';

function CustomCode({ options }: { options: CustomCodeOptions }) {
  return <EmbedHtml embed={options.code} className={`builder-custom-code${options.replaceNodes ? ' replace-nodes' : ''}`} />;
}

// Scripts in Custom Code (and Embed) do not run. Builder's SDK re-creates external scripts
// and runs inline ones with `new Function` after mount; here the CSP is strict (a nonce per
// request, 'strict-dynamic', no 'unsafe-eval'), so inline code could only run by handing
// editor text the nonce, and an external script would load a third party before the
// visitor asked for it (the spec's embeds are click-to-load facades). So the sanitiser
// removes every script, the page's CSP gains no script origin from these blocks, and the
// editor is told so in preview. Frames stay: their https origins enter frame-src on the
// pages that show them, and on no other page.
export const customCodeBlock = defineBlock({
  name: 'Custom Code',
  group: 'Special',
  schema: CustomCodeOptionsSchema,
  component: CustomCode,
  static: true,
  embeds: (options) => ({ frame: options.code.frames }),
});
