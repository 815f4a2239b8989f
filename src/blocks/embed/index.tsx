import * as v from 'valibot';
import { EmbedHtmlSchema } from '../kit/inputs/custom-code.schema.ts';
import { EmbedHtml } from '../kit/pieces/embed-html.tsx';
import { defineBlock } from '../kit/contract/define-block.ts';

/** Builder's Embed: the editor gives a URL and Builder stores the embed's HTML (from iframely) as `content`. */
const EmbedOptionsSchema = v.object({
  url: v.optional(v.string()),
  content: EmbedHtmlSchema,
});

function Embed({ options }: { options: v.InferOutput<typeof EmbedOptionsSchema> }) {
  return <EmbedHtml embed={options.content} className="builder-embed" />;
}

// Sanitised as Custom Code is, with the same rule for scripts (see ../custom-code/index.tsx).
export const embedBlock = defineBlock({
  name: 'Embed',
  group: 'Special',
  schema: EmbedOptionsSchema,
  component: Embed,
  static: true,
  embeds: (options) => ({ frame: options.content.frames }),
});
