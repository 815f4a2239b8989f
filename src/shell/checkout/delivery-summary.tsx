import type { Address } from '../../commerce/types.ts';
import { STORE_BUSY } from '../../commerce/rules/store-busy.ts';

/**
 * Where an order or a club's shipments go, on their confirmation pages: the ship-to
 * address, or the pickup note (`readyFor`: "your order", "each shipment").
 */
export function DeliverySummary({
  shipTo,
  pickup,
  readyFor,
  storeBusy = false,
}: {
  shipTo: Address | null;
  pickup: boolean;
  readyFor: string /** The address could not be read: the store is over its app-call budget. */;
  storeBusy?: boolean;
}) {
  if (!shipTo && storeBusy) {
    return (
      <div className="receipt__address">
        <h2>Shipping to</h2>
        <p className="store-busy" role="status">
          {STORE_BUSY}
        </p>
      </div>
    );
  }
  if (shipTo) {
    return (
      <div className="receipt__address">
        <h2>Shipping to</h2>
        <p>
          {shipTo.firstName} {shipTo.lastName}
          <br />
          {shipTo.address}
          {shipTo.address2 ? (
            <>
              <br />
              {shipTo.address2}
            </>
          ) : null}
          <br />
          {shipTo.city}, {shipTo.stateCode} {shipTo.zipCode}
        </p>
      </div>
    );
  }
  if (!pickup) return null;
  return (
    <div className="receipt__address">
      <h2>Pick up at the winery</h2>
      <p>{`We will e-mail you when ${readyFor} is ready. Bring a photo ID: the person collecting must be 21 or older.`}</p>
    </div>
  );
}
