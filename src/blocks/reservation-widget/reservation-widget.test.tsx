import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { reservationWidgetBlock } from './index.ts';
import { ReservationWidget } from './reservation-widget.tsx';
import { tockUrl } from '../kit/inputs/tock.ts';
import { OFFERING_ID_MESSAGE, ReservationWidgetOptionsSchema } from './reservation-widget.schema.ts';

const parse = (raw: unknown) => v.parse(ReservationWidgetOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(reservationWidgetBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<ReservationWidget options={parse(raw)} blockId="t1" renderBlocks={() => null} />);

describe('ReservationWidget options', () => {
  it('are a button for all offerings by default', () => {
    expect(parse({ tockId: 'triangleridgewinery' })).toEqual({
      tockId: 'triangleridgewinery',
      widgetType: 'button',
      tockButtonDesign: 'red',
      buttonText: 'Reserve a Tasting',
      offeringType: 'all-offerings',
    });
  });

  it('take a venue from the list, and an offering id for a single offering', () => {
    expect(messages({ tockId: 'someone-else' })[0]).toMatch(/^tockId: tockId must be one of triangleridgewinery, triangleridgedowntown/);
    expect(messages({ tockId: 'triangleridgewinery', offeringType: 'single-offering' })).toEqual([`offeringId: ${OFFERING_ID_MESSAGE}`]);
    expect(messages({ tockId: 'triangleridgewinery', offeringType: 'single-offering', offeringId: '412233' })).toEqual([]);
  });
});

describe('ReservationWidget', () => {
  it('as a button, is a link to Tock and loads nothing of it', () => {
    const options = parse({ tockId: 'triangleridgewinery', offeringType: 'single-offering', offeringId: '412233', tockButtonDesign: 'gold' });
    expect(tockUrl(options)).toBe('https://www.exploretock.com/triangleridgewinery/experience/412233');
    const html = renderToString(<ReservationWidget options={options} blockId="t1" renderBlocks={() => null} />);
    expect(html).toContain(
      '<a class="btn btn--gold" href="https://www.exploretock.com/triangleridgewinery/experience/412233" target="_blank" rel="noopener noreferrer" data-layer-event="wineryVisitClick" data-layer-value="triangleridgewinery">Reserve a Tasting',
    );
    expect(reservationWidgetBlock.embeds?.(options)).toEqual({});
  });

  it("inline, is the click-to-load card with Tock's widget in its props, and allows Tock on its page", () => {
    const html = render({ tockId: 'triangleridgedowntown', widgetType: 'inline' });
    expect(html).toContain('data-island="embed-facade"');
    expect(html).toContain('Tock_widget_container');
    expect(html).not.toContain('<script');
    expect(reservationWidgetBlock.embeds?.(parse({ tockId: 'triangleridgewinery', widgetType: 'inline' }))).toEqual({
      script: ['https://www.exploretock.com'],
      frame: ['https://www.exploretock.com'],
      connect: ['https://www.exploretock.com'],
    });
  });
});
