import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { referralEmbedBlock } from './index.ts';
import { ReferralEmbed } from './referral-embed.tsx';
import { REFERRAL_SCRIPT_URL, ReferralEmbedOptionsSchema } from './referral-embed.schema.ts';

const messages = (raw: unknown) => {
  const checked = checkOptions(referralEmbedBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};

describe('ReferralEmbed options', () => {
  it('need an element id', () => {
    expect(messages({})).toEqual(['htmlId: htmlId is required']);
    expect(messages({ htmlId: '1 bad id' })[0]).toMatch(/^htmlId: htmlId must be an element id/);
    expect(v.parse(ReferralEmbedOptionsSchema, { htmlId: 'refer-a-friend' })).toEqual({ htmlId: 'refer-a-friend', title: 'Refer a friend', scriptUrl: REFERRAL_SCRIPT_URL });
  });
});

describe('ReferralEmbed', () => {
  it("renders the card, the vendor's script and element waiting in its props", () => {
    const options = v.parse(ReferralEmbedOptionsSchema, { htmlId: 'refer-a-friend' });
    const html = renderToString(<ReferralEmbed options={options} blockId="r1" renderBlocks={() => null} />);
    expect(html).toContain('Get my referral link</button>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('id="refer-a-friend"');
    expect(html).toContain('&quot;mount&quot;:{&quot;id&quot;:&quot;refer-a-friend&quot;}');
    expect(referralEmbedBlock.embeds?.(options)).toEqual({ script: ['https://static.fbot.me'], frame: ['https://static.fbot.me'], connect: ['https://static.fbot.me'] });
  });
});
