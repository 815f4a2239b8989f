// The web ship location: the inventory location whose stock decides what the store sells.
// Commerce7 lists a tenant's locations with `GET /inventory-location` (an app call: the
// Inventory Location permission), answering `{ inventoryLocations, total }`, each with
// `isWebShipLocation` (skynet-watcher/Commerce7 docs/developer/resources/inventory-location.md).
// Looked up once per isolate and kept in KV for a day; a failed or empty lookup rejects,
// so pages show the backend error, never every wine "sold out".
import * as v from 'valibot';
import { cached, type CacheDeps } from '../platform/cache/index.ts';
import { CommerceError, type CommerceCall } from './client/request.ts';

const LocationListSchema = v.object({
  inventoryLocations: v.array(v.object({ id: v.pipe(v.string(), v.nonEmpty()), title: v.optional(v.nullable(v.string()), null), isWebShipLocation: v.optional(v.nullable(v.boolean()), null) })),
  total: v.optional(v.number()),
});

/** The location Commerce7 marks as the web ship location; more than one: the first listed. */
export function webShipLocationOf(list: v.InferOutput<typeof LocationListSchema>): string | null {
  return list.inventoryLocations.find((location) => location.isWebShipLocation === true)?.id ?? null;
}

const DAY = 86_400;
const found = new Map<string, Promise<string>>();

/** A function answering the web ship location's id, asking Commerce7 at most once per isolate (and once a day across them). */
export function webShipLocationLookup(call: CommerceCall, cache: { deps: CacheDeps }, tenant: string): () => Promise<string> {
  return () => {
    const known = found.get(tenant);
    if (known) return known;
    const lookup = cached(cache.deps, `commerce:web-ship-location:${tenant}`, { freshSeconds: DAY, staleSeconds: 7 * DAY }, v.string(), async () => {
      const result = await call('inventory-location', LocationListSchema, { auth: 'app' });
      const id = result.kind === 'ok' ? webShipLocationOf(result.data) : null;
      if (!id) throw new CommerceError('Commerce7 lists no inventory location marked "Web Ship Location" (Settings > Inventory Locations); set C7_WINE_SHIPPING_LOCATION or mark one.', 502);
      return id;
    }).then(({ value }) => value);
    found.set(tenant, lookup);
    // A failure is not kept: the next request asks again.
    lookup.catch(() => found.delete(tenant));
    return lookup;
  };
}
