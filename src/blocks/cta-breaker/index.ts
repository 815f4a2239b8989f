import { defineBlock } from '../kit/contract/define-block.ts';
import { CtaBreaker } from './cta-breaker.tsx';
import { CtaBreakerOptionsSchema } from './cta-breaker.schema.ts';

export const ctaBreakerBlock = defineBlock({
  name: 'CallToActionBreaker',
  aliases: ['CTA Breaker', 'CtaBreaker'],
  group: 'General',
  schema: CtaBreakerOptionsSchema,
  component: CtaBreaker,
  static: true,
});
