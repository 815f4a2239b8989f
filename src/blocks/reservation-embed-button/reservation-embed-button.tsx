import type { BlockProps } from '../kit/contract/define-block.ts';
import { TockButton } from '../kit/pieces/tock-button.tsx';
import type { ReservationEmbedButtonOptions } from './reservation-embed-button.schema.ts';

export function ReservationEmbedButton({ options, blockId }: BlockProps<ReservationEmbedButtonOptions>) {
  const [first] = options.buttons;
  if (options.displayType === 'button' || !first) {
    return <div className="reservation-button">{first ? <TockButton tockId={options.tockId} offeringId={first.offeringId} design={options.design} text={first.text} /> : null}</div>;
  }
  const titleId = `reservations-${blockId}`;
  return (
    <section className="reservation-list" aria-labelledby={options.title ? titleId : undefined}>
      {options.title ? (
        <h2 className="reservation-list__title" id={titleId}>
          {options.title}
        </h2>
      ) : null}
      <ul className="reservation-list__items">
        {options.buttons.map((button, index) => (
          <li key={index} className="reservation-list__item">
            {button.description ? <p className="reservation-list__description">{button.description}</p> : null}
            <TockButton tockId={options.tockId} offeringId={button.offeringId} design={options.design} text={button.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}
