import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { buttonsFirst, HeadlineButtonRow, headlineTone, HeadlineText } from '../kit/shared-blocks/headline.tsx';
import type { HeadlineOptionsSchema } from './headline.schema.ts';

export function Headline({ options }: BlockProps<InferOutput<typeof HeadlineOptionsSchema>>) {
  const { headline, buttons } = options;
  const className = ['headline', `headline--${headlineTone(headline)}`, buttonsFirst(headline, buttons) ? 'headline--buttons-first' : ''].filter(Boolean).join(' ');
  return (
    <section className={className}>
      <HeadlineText headline={headline} level={options.isHeadingOne ? 1 : 2} />
      <HeadlineButtonRow buttons={buttons} />
    </section>
  );
}
