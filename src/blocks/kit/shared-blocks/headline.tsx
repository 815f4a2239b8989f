import type { HeadlineButtons, HeadlineOption } from '../inputs/headline.schema.ts';
import { OptionButtons } from '../pieces/option-buttons.tsx';

type TextDesign = HeadlineOption['headingDesign'];

function tinted(base: string, design: TextDesign) {
  return [base, design.color ? `headline__tint--${design.color}` : '', design.secondaryFontEnabled ? 'headline__alt-font' : ''].filter(Boolean).join(' ');
}

/** White text needs a dark surface; every other colour sits on a light one. */
export function headlineTone(headline: HeadlineOption): 'dark' | 'light' {
  return headline.headingDesign.color === 'white' ? 'dark' : 'light';
}

/** Buttons pinned to the top while the headline is not are shown above it. */
export function buttonsFirst(headline: HeadlineOption, buttons: HeadlineButtons): boolean {
  return buttons.top && !headline.top;
}

/** Preheading, heading and subheading: the `headline` option of the headline and hero blocks. */
export function HeadlineText({ headline, level }: { headline: HeadlineOption; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <hgroup className="headline__text">
      {headline.preheading ? <p className="headline__preheading">{headline.preheading}</p> : null}
      <Heading className={tinted('headline__heading', headline.headingDesign)}>{headline.heading}</Heading>
      {headline.subheading ? <p className={tinted('headline__subheading', headline.subHeadingDesign)}>{headline.subheading}</p> : null}
    </hgroup>
  );
}

export function HeadlineButtonRow({ buttons }: { buttons: HeadlineButtons }) {
  return <OptionButtons className="headline__buttons" buttons={[buttons.primary, buttons.secondary]} />;
}
