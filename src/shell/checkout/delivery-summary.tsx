import type { Address } from '../../commerce/types.ts';

/**
 * Where an order or a club's shipments go, on their confirmation pages: the ship-to
 * address, or the pickup note (`readyFor`: "your order", "each shipment").
 */
export function DeliverySummary({ shipTo, pickup, readyFor }: { shipTo: Address | null; pickup: boolean; readyFor: string }) {
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
