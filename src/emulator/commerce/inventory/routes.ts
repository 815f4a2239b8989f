// The tenant's inventory locations, an app call (the Inventory Location permission):
// GET /inventory-location lists `{ inventoryLocations, total }`, GET /inventory-location/:id
// answers one, each the documented object with its isWebShipLocation, isClubShipLocation,
// isAPickupLocation flags.
// Source: skynet-watcher/Commerce7 docs/developer/resources/inventory-location.md.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { requireApp } from '../auth/app.ts';
import { notFound } from '../http.ts';
import { SHIPPING_LOCATION } from '../seed/catalogue.ts';

const SEEDED_AT = '2026-01-15T17:00:00.000Z';

/**
 * The seed's locations: the Napa warehouse (the web ship location, whose stock the
 * catalogue carries) and the tasting room, a pickup location with no web stock, listed
 * first so a store that took the first location rather than the flagged one would show
 * every wine sold out.
 */
const LOCATIONS = [
  {
    id: '9b2e7c41-6d3a-4f5e-8c19-2a7d4e6b1f03',
    title: 'Tasting Room',
    address: '1 Triangle Ridge Road',
    address2: null,
    city: 'Napa',
    stateCode: 'CA',
    zipCode: '94558',
    countryCode: 'US',
    phone: '+17075550199',
    isWebShipLocation: false,
    isInboundShipLocation: false,
    isClubShipLocation: false,
    isAPickupLocation: true,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
  {
    id: SHIPPING_LOCATION,
    title: 'Napa Warehouse',
    address: '3425 Solano Ave',
    address2: null,
    city: 'Napa',
    stateCode: 'CA',
    zipCode: '94558',
    countryCode: 'US',
    phone: '+17075550100',
    isWebShipLocation: true,
    isInboundShipLocation: true,
    isClubShipLocation: true,
    isAPickupLocation: false,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  },
];

export const inventoryApi = new Hono<EmulatorEnv>();

inventoryApi.get('/inventory-location', requireApp, (c) => c.json({ inventoryLocations: LOCATIONS, total: LOCATIONS.length }));

inventoryApi.get('/inventory-location/:id', requireApp, (c) => {
  const location = LOCATIONS.find((l) => l.id === c.req.param('id'));
  return location ? c.json(location) : notFound(c, 'Inventory location not found.');
});
