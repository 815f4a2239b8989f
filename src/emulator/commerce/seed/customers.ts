// Demo accounts (password for all: DEMO_PASSWORD), their club memberships and past
// orders. Listed in the README (demo accounts); worker tests log in as them.
// Source: skynet-watcher/Commerce7 docs/developer/resources/customers.md and club-memberships.md
// (the shapes the rows become); the accounts are our demo data.
import { clubBySlug } from './clubs.ts';
import type { SeedCustomer } from './types.ts';

export const DEMO_PASSWORD = 'Cellar-door-21';

const clubOf = (slug: string) => {
  const club = clubBySlug(slug);
  return { clubId: club.id, clubTitle: club.title };
};
const WINE_SOCIETY_RED = clubOf('6-bottle-red-wines');
const WINE_SOCIETY_RED_WHITE = clubOf('6-bottle-red-and-white-wines');

export const CUSTOMERS: SeedCustomer[] = [
  {
    id: 'f3d150f8-3267-486e-a82b-309b55276869',
    firstName: 'Morgan',
    lastName: 'Vance',
    email: 'member@example.com',
    emailId: '08a73138-0ff0-4f97-b77a-8df0cd375e1a',
    phone: { id: 'b499b8dd-847d-4b0e-a8e0-5dc0e32869e4', phone: '+17075550142' },
    tags: ['Wine Society'],
    emailMarketingStatus: 'Subscribed',
    createdAt: '2023-03-14T17:20:00.000Z',
    memberships: [{ id: '478be209-4f97-4e27-91f7-8d7f548ee1fc', ...WINE_SOCIETY_RED, signupDate: '2023-03-14T17:25:00.000Z', cancelDate: null }],
    orders: [
      {
        orderNumber: 1001,
        id: '0026266d-955f-4bfe-9b3b-524f90fc7fe7',
        submitted: '2025-02-14T19:02:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 0,
        clubPriced: true,
        items: [
          ['ISO21-750', 2],
          ['CS22-750', 1],
        ],
      },
      {
        orderNumber: 1004,
        id: '89a8fd3a-8672-450d-b678-c619eab1ac87',
        submitted: '2025-09-05T15:40:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 0,
        clubPriced: true,
        items: [
          ['ISOR21-750', 2],
          ['APEX21-750', 1],
        ],
      },
      {
        orderNumber: 1007,
        id: 'ec5f7e4a-9230-450f-a8e5-d6d8aa9cba9b',
        submitted: '2026-01-09T21:15:00.000Z',
        fulfillmentStatus: 'Not Fulfilled',
        shippingTotal: 0,
        clubPriced: true,
        pickup: true,
        items: [
          ['TST-ESTATE2', 1],
          ['CF22-750', 2],
        ],
      },
    ],
  },
  {
    id: '5c204652-0359-415f-94d1-fdfb5d161032',
    firstName: 'Casey',
    lastName: 'Lindqvist',
    email: 'customer@example.com',
    emailId: 'cd82d361-42f1-47c1-902e-3d29cc761f72',
    tags: [],
    emailMarketingStatus: 'Unsubscribed',
    createdAt: '2024-11-02T10:05:00.000Z',
    memberships: [],
    orders: [
      {
        orderNumber: 1002,
        id: '57f4be1b-2ff9-4e32-aa05-e86154556b2a',
        submitted: '2025-04-02T16:30:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 1500,
        clubPriced: false,
        items: [
          ['CH23-750', 2],
          ['GLS-BDX2', 1],
        ],
      },
      {
        orderNumber: 1005,
        id: 'eb8b9af2-d253-49cb-affa-3c65f5f66e4a',
        submitted: '2025-11-28T12:45:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 1500,
        clubPriced: false,
        items: [
          ['GC-E-100', 1],
          ['ACC-BOX2', 1],
        ],
      },
    ],
  },
  {
    id: 'abdb35e7-1847-43c4-93d3-07185d4ae12f',
    firstName: 'Riley',
    lastName: 'Okafor',
    email: 'former-member@example.com',
    emailId: 'a29ad6a8-f7c4-4eb7-806c-92c50bb23c12',
    tags: ['Former Wine Society'],
    emailMarketingStatus: null,
    createdAt: '2022-06-01T18:00:00.000Z',
    memberships: [
      {
        id: '4c4bbc6d-cadf-4d78-ac09-128c105a8b54',
        ...WINE_SOCIETY_RED,
        signupDate: '2022-06-01T18:10:00.000Z',
        cancelDate: '2025-08-31T00:00:00.000Z',
        cancellationReason: 'Moving',
      },
    ],
    orders: [
      {
        orderNumber: 1003,
        id: '24d7b81c-63df-492c-b18b-2b15f30358cd',
        submitted: '2025-05-20T14:10:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 0,
        clubPriced: true,
        items: [
          ['ME22-750', 3],
          ['MA22-750', 3],
        ],
      },
      {
        orderNumber: 1006,
        id: 'ba02b4ce-0b8d-4e4d-a68d-2d5aac51bb66',
        submitted: '2025-10-12T20:20:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 2000,
        clubPriced: false,
        items: [['SB24-CASE6', 1]],
      },
      // One order of each of Commerce7's other purchase types (orders.md purchaseType), for the account's and the receipt's labels.
      {
        orderNumber: 1009,
        id: '6f0c2d7e-5b1a-4c39-9e84-0d2b7a6c1f35',
        submitted: '2025-10-20T17:05:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 0,
        clubPriced: false,
        purchaseType: 'Refund',
        previousOrder: 1006,
        items: [['SB24-CASE6', -1]],
      },
      {
        orderNumber: 1010,
        id: 'c3a9e1f4-7d26-4b8a-a5f0-9e1d3c7b2a64',
        submitted: '2025-06-03T15:30:00.000Z',
        fulfillmentStatus: 'Fulfilled',
        shippingTotal: 0,
        clubPriced: true,
        purchaseType: 'Exchange',
        previousOrder: 1003,
        items: [
          ['ME22-750', -1],
          ['CF22-750', 1],
        ],
      },
      {
        orderNumber: 1011,
        id: '9d4b7f20-1e3c-4a8d-b6e5-3f2a0c9d8e17',
        submitted: '2025-07-15T18:45:00.000Z',
        fulfillmentStatus: 'Not Fulfilled',
        shippingTotal: 1500,
        clubPriced: true,
        purchaseType: 'Pickup To Ship',
        items: [['CS22-750', 2]],
      },
      {
        orderNumber: 1012,
        id: '2b8e5c31-9f47-4d6a-8c02-7a1e4d9b3f58',
        submitted: '2025-12-10T16:00:00.000Z',
        fulfillmentStatus: 'Not Fulfilled',
        shippingTotal: 0,
        clubPriced: false,
        purchaseType: 'Corporate Order',
        items: [['ISO21-750', 12]],
      },
    ],
  },
  {
    // A second active member, so a test can cancel a membership without changing member@.
    id: '25322daf-eb95-4adb-8c6f-711073f814db',
    firstName: 'Jordan',
    lastName: 'Whitfield',
    email: 'second-member@example.com',
    emailId: '36e780b2-bdf5-4cf4-acb9-fea3ff0e39ab',
    tags: ['Wine Society'],
    emailMarketingStatus: 'Subscribed',
    createdAt: '2024-09-20T09:00:00.000Z',
    memberships: [{ id: 'ae304c9b-14cb-44ef-8cfc-03bbd02ec7fe', ...WINE_SOCIETY_RED_WHITE, signupDate: '2024-09-20T09:05:00.000Z', cancelDate: null }],
    orders: [
      {
        orderNumber: 1008,
        id: '8a60574e-0938-486c-b42e-bda7cdb591cf',
        submitted: '2025-12-01T11:00:00.000Z',
        fulfillmentStatus: 'Not Fulfilled',
        shippingTotal: 0,
        clubPriced: true,
        items: [
          ['BDB20-750', 2],
          ['CH23-750', 2],
        ],
      },
    ],
  },
  {
    // Only an e-mail, as Commerce7 keeps a customer created from a sign-up form: every
    // other field null (customers.md), no orders, no club. Signs in with the demo password.
    id: '9b2f0c4e-6a1d-4e8b-b3f5-2c7d9e0a4f61',
    firstName: null,
    lastName: null,
    email: 'email-only@example.com',
    emailId: 'd4e8a2b6-1f3c-4a5d-9e7b-6c0f2a8d3b14',
    tags: [],
    emailMarketingStatus: null,
    createdAt: '2025-06-10T12:00:00.000Z',
    memberships: [],
    orders: [],
  },
];
