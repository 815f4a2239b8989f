import type { BlockProps } from '../kit/contract/define-block.ts';
import { EmbedFacadeIsland } from '../kit/pieces/embed-facade/index.ts';
import { klaviyoScript, type LeadFormEmbedOptions } from './lead-form-embed.schema.ts';

export function LeadFormEmbed({ options, blockId }: BlockProps<LeadFormEmbedOptions>) {
  return (
    <EmbedFacadeIsland.Anonymous
      id={`lead-form-${blockId}`}
      title={options.title}
      description="Release dates, winery events and offers for the Triangle Ridge list. You must be 21 or over to sign up."
      buttonText="Open the sign-up form"
      buttonDesign="red"
      provider="Klaviyo's sign-up form"
      embed={{ kind: 'script', src: klaviyoScript(options.publicKey), mount: { className: `klaviyo-form-${options.leadFormId}` } }}
    />
  );
}
