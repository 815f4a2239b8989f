import { WINERY_VISIT_CLICK } from '../../../analytics/clicks.ts';
import { ButtonLink, type ButtonDesign } from '../../../ui/button/button.tsx';
import { tockUrl, type TockVenue } from '../inputs/tock.ts';

/** A booking button: a link to the venue (or one offering) on Tock; nothing of Tock loads on the page. */
export function TockButton({ tockId, offeringId, design, text }: { tockId: TockVenue; offeringId?: string | undefined; design: ButtonDesign; text: string }) {
  return (
    // A booking is a winery visit: its click reports wineryVisitClick with the venue (content spec 7).
    <ButtonLink href={tockUrl({ tockId, offeringType: offeringId ? 'single-offering' : 'all-offerings', offeringId })} design={design} newTab dataLayer={{ name: WINERY_VISIT_CLICK, value: tockId }}>
      {text}
      <span className="visually-hidden"> on Tock (opens in a new tab)</span>
    </ButtonLink>
  );
}
