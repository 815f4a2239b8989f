// The consent manager's words, and the attribute that lets server-rendered markup (the
// footer's "Do Not Sell or Share" control) open the preferences. Separate from the island
// so the footer imports no island code.
import type { Consent } from '../../analytics/consent/record.ts';

export const CONSENT_PREFERENCES_ATTRIBUTE = 'data-consent-preferences';

export const DO_NOT_SELL = 'Do Not Sell or Share My Personal Information';

export const CONSENT_COPY = {
  bannerTitle: 'Your privacy choices',
  bannerText:
    'We use cookies and similar tools to measure how the site is used, to personalise what you see and, with partners, to show you relevant offers. Nothing beyond what the site needs to work runs until you choose.',
  dialogTitle: 'Your privacy choices',
  dialogText:
    'Choose what we may use. We do not sell your personal information; sharing it with advertising partners is what "Marketing" allows. You can change your choices at any time from "Do Not Sell or Share My Personal Information" at the foot of every page.',
  gpc: "Your browser's Global Privacy Control signal opted you out of sale and sharing.",
  purposesLegend: 'Purposes',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  manage: 'Manage choices',
  save: 'Save my choices',
} as const;

export const PURPOSES: readonly { key: keyof Consent; label: string; description: string }[] = [
  { key: 'analytics', label: 'Analytics', description: 'Counts visits and measures how pages are used and how fast they load, so we can improve the site.' },
  {
    key: 'marketing',
    label: 'Marketing (sale and sharing)',
    description: 'Lets advertising partners use what you browse to show you our offers elsewhere. Leaving this off opts you out of the sale and sharing of your personal information.',
  },
  { key: 'personalisation', label: 'Personalisation', description: 'Remembers what you looked at to tailor recommendations and offers on this site.' },
];
