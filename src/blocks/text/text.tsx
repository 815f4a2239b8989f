import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { TextOptionsSchema } from './text.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export function Text({ options }: BlockProps<InferOutput<typeof TextOptionsSchema>>) {
  // Sanitised above: the only place editor HTML reaches the page.
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.text)) }} />;
}
