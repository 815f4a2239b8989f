import { ButtonLink } from '../../ui/button/button.tsx';
import type { BlockProps } from '../render/define-block.ts';
import { tockUrl } from '../reservation-widget/reservation-widget.schema.ts';
import type { ReservationEmbedButtonOptions } from './reservation-embed-button.schema.ts';

type Button = ReservationEmbedButtonOptions['buttons'][number];

function TockLink({ options, button }: { options: ReservationEmbedButtonOptions; button: Button }) {
  const href = tockUrl({ tockId: options.tockId, offeringType: button.offeringId ? 'single-offering' : 'all-offerings', offeringId: button.offeringId });
  return (
    <ButtonLink href={href} design={options.design} newTab>
      {button.text}
      <span className="visually-hidden"> on Tock (opens in a new tab)</span>
    </ButtonLink>
  );
}

export function ReservationEmbedButton({ options, blockId }: BlockProps<ReservationEmbedButtonOptions>) {
  const [first] = options.buttons;
  if (options.displayType === 'button' || !first) {
    return <div className="reservation-button">{first ? <TockLink options={options} button={first} /> : null}</div>;
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
            <TockLink options={options} button={button} />
          </li>
        ))}
      </ul>
    </section>
  );
}
