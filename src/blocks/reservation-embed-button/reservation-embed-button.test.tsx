import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { reservationEmbedButtonBlock } from './index.ts';
import { ReservationEmbedButton } from './reservation-embed-button.tsx';
import { BUTTON_TEXT_MESSAGE, NO_BUTTONS_MESSAGE, ReservationEmbedButtonOptionsSchema } from './reservation-embed-button.schema.ts';

const parse = (raw: unknown) => v.parse(ReservationEmbedButtonOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(reservationEmbedButtonBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<ReservationEmbedButton options={parse(raw)} blockId="r1" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

const OFFERINGS = [
  { text: 'Estate Tasting', offeringId: '412233', description: 'Five wines on the terrace, 75 minutes, $65' },
  { text: 'Cave Tour & Tasting', offeringId: '412240', description: 'Through the barrel caves, then a seated flight, 2 hours, $95' },
];

describe('ReservationEmbedButton options', () => {
  it('are one red button to the venue by default', () => {
    expect(parse({ tockId: 'triangleridgewinery' })).toEqual({ tockId: 'triangleridgewinery', displayType: 'button', design: 'red', buttons: [{ text: 'Reserve a Tasting' }] });
  });

  it('take a venue from the list, text on every button, and at least one button', () => {
    expect(messages({})).toEqual(['tockId: tockId is required']);
    expect(messages({ tockId: 'elsewhere' })[0]).toMatch(/^tockId: tockId must be one of triangleridgewinery, triangleridgedowntown/);
    expect(messages({ tockId: 'triangleridgewinery', buttons: [{ text: ' ' }] })).toEqual([`buttons.0.text: ${BUTTON_TEXT_MESSAGE}`]);
    expect(messages({ tockId: 'triangleridgewinery', buttons: [] })).toEqual([`buttons: ${NO_BUTTONS_MESSAGE}`]);
    expect(messages({ tockId: 'triangleridgewinery', buttons: [{ text: 'Book', offeringId: 'tasting' }] })).toEqual(['buttons.0.offeringId: offeringId is the number of a Tock offering']);
  });
});

describe('ReservationEmbedButton', () => {
  it('as one button, books the first offering on Tock in a new tab, saying so', () => {
    const html = render({ tockId: 'triangleridgewinery', design: 'gold', buttons: OFFERINGS });
    expect(html).toContain(
      '<a class="btn btn--gold" href="https://www.exploretock.com/triangleridgewinery/experience/412233" target="_blank" rel="noopener noreferrer" data-layer-event="wineryVisitClick" data-layer-value="triangleridgewinery">Estate Tasting<span class="visually-hidden"> on Tock (opens in a new tab)</span></a>',
    );
    expect(html).not.toContain('Cave Tour');
  });

  it('as a list, shows every offering with its description and its own button, under the title', () => {
    const html = render({ tockId: 'triangleridgedowntown', displayType: 'list', title: 'Choose your experience', buttons: [...OFFERINGS, { text: 'See every experience' }] });
    expect(html).toContain('<section class="reservation-list" aria-labelledby="reservations-r1"><h2 class="reservation-list__title" id="reservations-r1">Choose your experience</h2>');
    expect(html.match(/<li class="reservation-list__item">/g)).toHaveLength(3);
    expect(html).toContain('Through the barrel caves, then a seated flight, 2 hours, $95');
    expect(html).toContain('href="https://www.exploretock.com/triangleridgedowntown/experience/412240"');
    expect(html).toContain('href="https://www.exploretock.com/triangleridgedowntown" target="_blank"');
  });

  it('loads nothing of Tock on the page', () => {
    expect(reservationEmbedButtonBlock.embeds).toBeUndefined();
    expect(render({ tockId: 'triangleridgewinery', displayType: 'list', buttons: OFFERINGS })).not.toContain('<script');
  });
});
