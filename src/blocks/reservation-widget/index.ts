import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from '../kit/pieces/embed-facade/index.ts';
import { ReservationWidget } from './reservation-widget.tsx';
import { TOCK_ORIGIN } from '../kit/inputs/tock.ts';
import { ReservationWidgetOptionsSchema } from './reservation-widget.schema.ts';

export const reservationWidgetBlock = defineBlock({
  name: 'ReservationWidget',
  aliases: ['TockWidget', 'Tock Widget', 'ReservationEmbed'],
  group: 'Special',
  schema: ReservationWidgetOptionsSchema,
  component: ReservationWidget,
  islands,
  static: true,
  // Inline, Tock's script and its frames and calls on this page only; a button is just a link.
  embeds: (options) => (options.widgetType === 'inline' ? { script: [TOCK_ORIGIN], frame: [TOCK_ORIGIN], connect: [TOCK_ORIGIN] } : {}),
});
