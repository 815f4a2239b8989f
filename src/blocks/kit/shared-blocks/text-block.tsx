import type { CSSProperties } from 'react';
import type { InferOutput } from 'valibot';
import type { BlockProps } from '../contract/define-block.ts';
import { OptionButtons } from '../pieces/option-buttons.tsx';
import { sanitizeRichText } from '../../../platform/sanitize/index.ts';
import { COLOR_MAP, contrastRatio, CREAM, readableColors, type ColorName } from '../inputs/colors.ts';
import type { TEXT_BLOCK_DESIGNS, TextBlockOptionsSchema } from '../inputs/text-block.schema.ts';
import { trustedHtml } from '../../../platform/trusted-types/index.ts';

type Design = (typeof TEXT_BLOCK_DESIGNS)[number];

/** Each design is an alignment and a headline colour; BlackGoldLeft adds a gold rule. */
const DESIGNS: Record<Design, { align: 'left' | 'center'; tone: 'gold' | 'black' | 'white'; rule?: true }> = {
  GoldLeft: { align: 'left', tone: 'gold' },
  BlackGoldLeft: { align: 'left', tone: 'black', rule: true },
  BlackCenter: { align: 'center', tone: 'black' },
  WhiteCenter: { align: 'center', tone: 'white' },
  GoldCenter: { align: 'center', tone: 'gold' },
};

/**
 * What an unfilled tag is checked against on a light section: cream, the darkest light
 * background a Section offers, so a colour that reads there reads on paper and white too.
 */
const LIGHT_SURFACE = CREAM;
/** The brand gold as text: the darker shade (the --gold-text token) that reads on cream. */
const GOLD_TEXT = '#716543';

/**
 * A filled tag carries both its colours. An unfilled one only knows the light surface (or
 * the white design's panel) it was checked against, so its colour is a variable the
 * stylesheet drops on a dark section, where the tag takes the section's own text colour.
 */
function preEyebrowStyle(textColor: ColorName | undefined, backgroundColor: ColorName, surface: string): CSSProperties {
  if (backgroundColor !== 'None') return readableColors(textColor, backgroundColor, surface);
  // Gold as text takes its darker shade, which keeps the editor's gold on every light section.
  const gold = textColor === 'Gold' && contrastRatio(GOLD_TEXT, surface) >= 4.5;
  return { '--text-block-pre': gold ? GOLD_TEXT : readableColors(textColor, 'None', surface).color } as CSSProperties;
}

export function TextBlock({ options }: BlockProps<InferOutput<typeof TextBlockOptionsSchema>>) {
  const design = DESIGNS[options.design];
  const Heading = options.isHeadingOne ? 'h1' : 'h2';
  const pre = options.preEyebrow?.text ? options.preEyebrow : undefined;
  const className = ['text-block', `text-block--${design.align}`, `text-block--${design.tone}`, design.rule ? 'text-block--rule' : '', options.disableAnimations ? '' : 'text-block--animate']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className="text-block__inner">
        {pre ? (
          <p
            className={`text-block__pre-eyebrow${pre.backgroundColor === 'None' ? '' : ' text-block__pre-eyebrow--filled'}`}
            style={preEyebrowStyle(pre.textColor, pre.backgroundColor, design.tone === 'white' ? COLOR_MAP.Gray : LIGHT_SURFACE)}
          >
            {pre.text}
          </p>
        ) : null}
        {options.preheader ? <p className="text-block__preheader">{options.preheader}</p> : null}
        {options.headline ? <Heading className="text-block__headline">{options.headline}</Heading> : null}
        {options.body ? (
          // Sanitised: editor HTML never carries script to the visitor.
          <div className="rich-text text-block__body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.body)) }} />
        ) : null}
        <OptionButtons className="text-block__buttons" buttons={options.buttons} />
        {options.footnote ? <p className="text-block__footnote">{options.footnote}</p> : null}
      </div>
    </div>
  );
}
