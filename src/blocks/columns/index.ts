import { defineBlock } from '../render/define-block.ts';
import { Columns } from './columns.tsx';
import { ColumnsOptionsSchema } from './columns.schema.ts';

export const columnsBlock = defineBlock({ name: 'Columns', group: 'Layout', schema: ColumnsOptionsSchema, component: Columns });
