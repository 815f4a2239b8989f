import type { InferOutput } from 'valibot';
import type { BlockProps } from '../render/define-block.ts';
import { OptionButtons } from '../headline/option-buttons.tsx';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { COLOR_MAP, readableColors } from './colors.ts';
import type { TEXT_BLOCK_DESIGNS, TextBlockOptionsSchema } from './text-block.schema.ts';

type Design = (typeof TEXT_BLOCK_DESIGNS)[number];

/** Each design is an alignment and a headline colour; BlackGoldLeft adds a gold rule. */
const DESIGNS: Record<Design, { align: 'left' | 'center'; tone: 'gold' | 'black' | 'white'; rule?: true }> = {
  GoldLeft: { align: 'left', tone: 'gold' },
  BlackGoldLeft: { align: 'left', tone: 'black', rule: true },
  BlackCenter: { align: 'center', tone: 'black' },
  WhiteCenter: { align: 'center', tone: 'white' },
  GoldCenter: { align: 'center', tone: 'gold' },
};

/** The page background (paper), or the gray panel white text sits on. */
const PAPER = '#fbf9f5';

export function TextBlock({ options }: BlockProps<InferOutput<typeof TextBlockOptionsSchema>>) {
  const design = DESIGNS[options.design];
  const Heading = options.isHeadingOne ? 'h1' : 'h2';
  const pre = options.preEyebrow?.text ? options.preEyebrow : undefined;
  const className = [
    'text-block',
    `text-block--${design.align}`,
    `text-block--${design.tone}`,
    design.rule ? 'text-block--rule' : '',
    options.disableAnimations ? '' : 'text-block--animate',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className="text-block__inner">
        {pre ? (
          <p
            className={`text-block__pre-eyebrow${pre.backgroundColor === 'None' ? '' : ' text-block__pre-eyebrow--filled'}`}
            style={readableColors(pre.textColor, pre.backgroundColor, design.tone === 'white' ? COLOR_MAP.Gray : PAPER)}
          >
            {pre.text}
          </p>
        ) : null}
        {options.preheader ? <p className="text-block__preheader">{options.preheader}</p> : null}
        {options.headline ? <Heading className="text-block__headline">{options.headline}</Heading> : null}
        {options.body ? (
          // Sanitised: editor HTML never carries script to the visitor.
          <div className="rich-text text-block__body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(options.body) }} />
        ) : null}
        <OptionButtons className="text-block__buttons" buttons={options.buttons} />
        {options.footnote ? <p className="text-block__footnote">{options.footnote}</p> : null}
      </div>
    </div>
  );
}
