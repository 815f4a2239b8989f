import { defineBlock } from '../kit/contract/define-block.ts';
import { islands, originOf } from '../kit/pieces/embed-facade/index.ts';
import { ReferralEmbed } from './referral-embed.tsx';
import { ReferralEmbedOptionsSchema } from './referral-embed.schema.ts';

export const referralEmbedBlock = defineBlock({
  name: 'ReferralEmbed',
  aliases: ['Referral Embed'],
  group: 'Special',
  schema: ReferralEmbedOptionsSchema,
  component: ReferralEmbed,
  islands,
  static: true,
  // The vendor's script and what it frames and calls, on this page only.
  embeds: (options) => {
    const origin = originOf(options.scriptUrl);
    return { script: origin, frame: origin, connect: origin };
  },
});
