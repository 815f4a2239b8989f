import { defineBlock } from '../kit/contract/define-block.ts';
import { Faq } from './faq.tsx';
import { FaqOptionsSchema } from './faq.schema.ts';
import { islands } from './islands.ts';

export const faqBlock = defineBlock({
  name: 'FAQ',
  aliases: ['Faq', 'FaqList'],
  group: 'General',
  schema: FaqOptionsSchema,
  component: Faq,
  islands,
  static: true,
});
