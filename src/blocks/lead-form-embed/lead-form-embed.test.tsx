import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockManifest } from '../render/manifest.ts';
import { leadFormEmbedBlock } from './index.ts';
import { LeadFormEmbed } from './lead-form-embed.tsx';
import { klaviyoScript, LEAD_FORM_DEFAULTS, LeadFormEmbedOptionsSchema } from './lead-form-embed.schema.ts';

describe('LeadFormEmbed options', () => {
  it("keep the form id and public key hidden, with the brand's values", () => {
    expect(v.parse(LeadFormEmbedOptionsSchema, {})).toEqual({ ...LEAD_FORM_DEFAULTS, title: 'Stay in touch' });
    const inputs = blockManifest([leadFormEmbedBlock]).components[0]?.inputs ?? [];
    expect(inputs.filter((i) => i.hideFromUI).map((i) => i.name)).toEqual(['leadFormId', 'publicKey']);
    expect(v.safeParse(LeadFormEmbedOptionsSchema, { publicKey: 'not a key' }).success).toBe(false);
  });
});

describe('LeadFormEmbed', () => {
  it("renders the card with Klaviyo's script and form element in its props, and allows Klaviyo on its page", () => {
    const options = v.parse(LeadFormEmbedOptionsSchema, {});
    const html = renderToString(<LeadFormEmbed options={options} blockId="l1" renderBlocks={() => null} />);
    expect(html).toContain('Open the sign-up form</button>');
    expect(html).not.toContain('<script');
    expect(html).toContain('klaviyo-form-TrWn21');
    expect(klaviyoScript('TRWINE')).toBe('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=TRWINE');
    expect(leadFormEmbedBlock.embeds?.(options)).toEqual({
      script: ['https://static.klaviyo.com'],
      connect: ['https://a.klaviyo.com', 'https://fast.a.klaviyo.com', 'https://static.klaviyo.com'],
    });
  });
});
