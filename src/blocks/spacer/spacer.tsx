import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import { usePageData } from '../../page-data/index.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { SpacerOptionsSchema } from './spacer.schema.ts';

/**
 * Empty room between blocks. Content spec section 8: in preview and editing the spacer
 * shows a blue bar so editors can see and select it; shoppers get an empty box. It stays
 * decorative either way (aria-hidden): the bar is for the eye, not for screen readers.
 */
export function Spacer({ options }: BlockProps<InferOutput<typeof SpacerOptionsSchema>>) {
  const { preview } = usePageData();
  const style = {
    '--spacer-mobile': options.mobile,
    '--spacer-tablet': options.tablet,
    '--spacer-desktop': options.desktop,
  } as CSSProperties;
  const className = `spacer${options.line ? ' spacer--line' : ''}${preview ? ' spacer--editor' : ''}`;
  return <div className={className} style={style} aria-hidden="true" />;
}
