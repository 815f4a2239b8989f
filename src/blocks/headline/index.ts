import { defineBlock } from '../kit/contract/define-block.ts';
import { Headline } from './headline.tsx';
import { HeadlineOptionsSchema } from './headline.schema.ts';

export const headlineBlock = defineBlock({ name: 'Headline', group: 'General', schema: HeadlineOptionsSchema, component: Headline, static: true });
