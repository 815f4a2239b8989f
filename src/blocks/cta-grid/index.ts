import { defineBlock } from '../kit/contract/define-block.ts';
import { CtaGrid } from './cta-grid.tsx';
import { CtaGridOptionsSchema } from './cta-grid.schema.ts';

export const ctaGridBlock = defineBlock({
  name: 'CallToActionGrid',
  aliases: ['CTA Grid', 'CtaGrid'],
  group: 'General',
  schema: CtaGridOptionsSchema,
  component: CtaGrid,
  static: true,
});
