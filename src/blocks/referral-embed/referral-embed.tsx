import type { BlockProps } from '../kit/contract/define-block.ts';
import { EmbedFacadeIsland } from '../kit/pieces/embed-facade/index.ts';
import type { ReferralEmbedOptions } from './referral-embed.schema.ts';

export function ReferralEmbed({ options, blockId }: BlockProps<ReferralEmbedOptions>) {
  return (
    <EmbedFacadeIsland.Anonymous
      id={`referral-${blockId}`}
      title={options.title}
      description="Open the referral program to get your personal link and follow the friends you have invited."
      buttonText="Get my referral link"
      buttonDesign="red"
      provider="our referral program"
      embed={{ kind: 'script', src: options.scriptUrl, mount: { id: options.htmlId } }}
    />
  );
}
