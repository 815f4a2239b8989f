import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import type { CtaBreakerOptions } from './cta-breaker.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export function CtaBreaker({ options, blockId }: BlockProps<CtaBreakerOptions>) {
  const { intro, image } = options;
  const showIntro = options.showIntro && (intro?.title || intro?.body);
  const headingId = `cta-breaker-${blockId}`;
  return (
    <section className="cta-breaker" aria-labelledby={options.headline ? headingId : undefined}>
      {showIntro ? (
        <div className="cta-breaker__intro">
          {intro?.title ? <h2 className="cta-breaker__intro-title">{intro.title}</h2> : null}
          {intro?.body ? <div className="rich-text cta-breaker__intro-body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(intro.body)) }} /> : null}
        </div>
      ) : null}
      <div className={`cta-breaker__band bg-${options.backgroundColor.toLowerCase()}${image.offset ? ' cta-breaker__band--offset' : ''}`}>
        {image.image ? (
          <div className="cta-breaker__media">
            <ContentImage className="cta-breaker__img" src={image.image} alt={image.altText} sizes="(min-width: 768px) 45vw, 100vw" width={900} height={675} />
          </div>
        ) : null}
        <div className="cta-breaker__text">
          {options.headline ? (
            <h2 id={headingId} className="cta-breaker__headline">
              {options.headline}
            </h2>
          ) : null}
          {options.title ? <p className="cta-breaker__title">{options.title}</p> : null}
          <OptionButtons className="cta-breaker__buttons" buttons={[options.button, options.altButton]} />
        </div>
      </div>
    </section>
  );
}
