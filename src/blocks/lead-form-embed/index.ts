import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from '../kit/pieces/embed-facade/index.ts';
import { LeadFormEmbed } from './lead-form-embed.tsx';
import { KLAVIYO_API_ORIGINS, KLAVIYO_SCRIPT_ORIGIN, LeadFormEmbedOptionsSchema, ONE_LEAD_FORM_MESSAGE } from './lead-form-embed.schema.ts';

export const leadFormEmbedBlock = defineBlock({
  name: 'LeadFormEmbed',
  aliases: ['Lead Form Embed', 'KlaviyoForm'],
  group: 'Special',
  schema: LeadFormEmbedOptionsSchema,
  component: LeadFormEmbed,
  islands,
  static: true,
  // Content spec: one lead form per page.
  onePerPage: ONE_LEAD_FORM_MESSAGE,
  embeds: () => ({ script: [KLAVIYO_SCRIPT_ORIGIN], connect: [...KLAVIYO_API_ORIGINS] }),
});
