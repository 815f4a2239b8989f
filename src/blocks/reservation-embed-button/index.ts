import { defineBlock } from '../kit/contract/define-block.ts';
import { ReservationEmbedButton } from './reservation-embed-button.tsx';
import { ReservationEmbedButtonOptionsSchema } from './reservation-embed-button.schema.ts';

export const reservationEmbedButtonBlock = defineBlock({
  name: 'ReservationEmbedButton',
  aliases: ['TockEmbedButton', 'Tock Embed Button'],
  group: 'Special',
  schema: ReservationEmbedButtonOptionsSchema,
  component: ReservationEmbedButton,
  // Links only: nothing of Tock's enters the page or its CSP.
  static: true,
});
