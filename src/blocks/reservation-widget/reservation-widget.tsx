import type { BlockProps } from '../kit/contract/define-block.ts';
import { EmbedFacadeIsland } from '../kit/pieces/embed-facade/index.ts';
import { TOCK_ORIGIN } from '../kit/inputs/tock.ts';
import type { ReservationWidgetOptions } from './reservation-widget.schema.ts';
import { TockButton } from '../kit/pieces/tock-button.tsx';

export function ReservationWidget({ options, blockId }: BlockProps<ReservationWidgetOptions>) {
  if (options.widgetType === 'button') {
    // A link: nothing of Tock's loads on this page.
    return (
      <div className="reservation-button">
        <TockButton tockId={options.tockId} offeringId={options.offeringType === 'single-offering' ? options.offeringId : undefined} design={options.tockButtonDesign} text={options.buttonText} />
      </div>
    );
  }
  const attributes: Record<string, string> = {
    'data-tock-display-mode': 'Inline',
    'data-tock-widget': 'greeting',
    'data-tock-timeslot-picker': 'true',
    'data-tock-locale': 'en-us',
    'data-tock-timezone': 'America/Los_Angeles',
  };
  if (options.offeringType === 'single-offering' && options.offeringId) attributes['data-tock-offering'] = options.offeringId;
  return (
    <EmbedFacadeIsland.Anonymous
      id={`reservation-${blockId}`}
      title="Book a tasting"
      description="Choose a day, a time and the size of your party; you will get a confirmation by e-mail."
      buttonText={options.buttonText}
      buttonDesign={options.tockButtonDesign}
      provider="Tock reservations"
      embed={{ kind: 'script', src: `${TOCK_ORIGIN}/tock.js`, mount: { id: 'Tock_widget_container', attributes }, setup: { kind: 'tock', venue: options.tockId } }}
    />
  );
}
