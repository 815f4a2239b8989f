import type { BlockProps } from '../kit/contract/define-block.ts';
import { BODIES, type WineSpecsOptions } from './wine-specs.schema.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export function WineSpecs({ options, blockId }: BlockProps<WineSpecsOptions>) {
  const headingId = `${blockId}-heading`;
  const bodyIndex = options.body ? BODIES.indexOf(options.body) : -1;
  return (
    <section className="wine-specs" aria-labelledby={headingId}>
      <h2 id={headingId} className="wine-specs__header">
        {options.header}
      </h2>
      <div className="wine-specs__grid">
        {options.composition.length > 0 ? (
          <div className="wine-specs__panel">
            <h3 className="wine-specs__label">Composition</h3>
            <ul className="wine-specs__composition" role="list">
              {options.composition.map((part) => (
                <li key={part.name}>
                  <span className="wine-specs__varietal">{part.name}</span>
                  <span className="wine-specs__percent">{part.percentage}%</span>
                  <span className="wine-specs__bar" aria-hidden="true">
                    <span style={{ width: `${part.percentage}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {options.body ? (
          <div className="wine-specs__panel">
            <h3 className="wine-specs__label">Body</h3>
            <p className="wine-specs__body-value">{options.body}</p>
            <ol className="wine-specs__scale" aria-hidden="true">
              {BODIES.map((body, index) => (
                <li key={body} className={index <= bodyIndex ? 'is-filled' : undefined} title={body} />
              ))}
            </ol>
          </div>
        ) : null}
        {options.details.length > 0 ? (
          <div className="wine-specs__panel wine-specs__panel--details">
            <h3 className="wine-specs__label">Details</h3>
            <dl className="wine-specs__details">
              {options.details.map((detail, index) => (
                <div key={index}>
                  <dt>{detail.categoryTitle}</dt>
                  <dd>{detail.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      {options.ctaLink ? (
        <p className="wine-specs__cta">
          <a className={buttonClassName('underline')} href={options.ctaLink.href}>
            {options.ctaLink.text}
          </a>
        </p>
      ) : null}
    </section>
  );
}
