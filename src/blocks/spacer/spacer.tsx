import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/define-block.ts';
import type { SpacerOptionsSchema } from './spacer.schema.ts';

export function Spacer({ options }: BlockProps<InferOutput<typeof SpacerOptionsSchema>>) {
  const style = {
    '--spacer-mobile': options.mobile,
    '--spacer-tablet': options.tablet,
    '--spacer-desktop': options.desktop,
  } as CSSProperties;
  return <div className={options.line ? 'spacer spacer--line' : 'spacer'} style={style} aria-hidden="true" />;
}
