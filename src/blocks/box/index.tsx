import * as v from 'valibot';
import type { ReactNode } from 'react';
import { defineBlock } from '../kit/contract/define-block.ts';

/** Builder's plain container: its children, laid out by the block's own styles. */
function Box({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export const boxBlock = defineBlock({
  name: 'Box',
  aliases: ['Core:Box', 'Core:Fragment', 'Fragment'],
  group: 'Layout',
  schema: v.object({}),
  component: Box,
  canHaveChildren: true,
  frame: true,
});
