import { defineBlock } from '../kit/define-block.ts';
import { Headline } from '../kit/headline.tsx';
import { HeadlineOptionsSchema } from '../kit/headline.schema.ts';

export const headlineBlock = defineBlock({ name: 'Headline', group: 'General', schema: HeadlineOptionsSchema, component: Headline, static: true });
