// The site's menus, as the store's header and footer show them.
export const MAIN_NAV = [
  { href: '/collection/all', match: '/collection', label: 'Shop' },
  { href: '/club', match: '/club', label: 'Club' },
  { href: '/visit', match: '/visit', label: 'Visit' },
  { href: '/dine', match: '/dine', label: 'Dine' },
  { href: '/learn', match: '/learn', label: 'Learn' },
];

export const MOBILE_EXTRA = [
  { href: '/our-story', label: 'Our Story' },
  { href: '/contact', label: 'Contact' },
  { href: '/profile', label: 'Manage Account' },
  { href: '/', label: 'Home' },
];

type FooterLink = { label: string; href: string; external?: boolean };

export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Shop All', href: '/collection/all' },
      { label: 'Red Wines', href: '/collection/red-wines' },
      { label: 'White Wines', href: '/collection/white-wines' },
      { label: 'Gifts & Accessories', href: '/collection/gifts-accessories' },
      { label: 'Large & Small Formats', href: '/collection/large-small-formats' },
      { label: 'Library Wines', href: '/collection/library-wines' },
    ],
  },
  {
    title: 'Club',
    links: [
      { label: 'Wine Society', href: '/club' },
      { label: 'Member Login', href: '/profile/login' },
    ],
  },
  {
    title: 'Visit',
    links: [
      { label: 'Plan Your Visit', href: '/visit' },
      { label: 'Vineyard & Winery', href: '/visit/vineyard-winery' },
      { label: 'The Just Inn', href: '/visit/just-inn' },
      { label: 'Downtown Tasting Room', href: '/visit/downtown-tasting-room' },
      { label: 'Events', href: '/visit/events' },
      { label: 'Reservations', href: 'https://www.exploretock.com/triangleridgewinery', external: true },
    ],
  },
  {
    title: 'Dine',
    links: [
      { label: 'The Restaurant', href: '/dine' },
      { label: 'View the Menu', href: 'https://menus.triangleridge.example/dine-menu.pdf', external: true },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Learn', href: '/learn' },
      { label: 'Blog', href: '/blog' },
      { label: 'Wine 101', href: '/learn/wine-101' },
      { label: 'Recipes', href: '/recipes' },
    ],
  },
  {
    title: 'Story',
    links: [
      { label: 'Our Story', href: '/our-story' },
      { label: 'Our Vineyards', href: '/our-story/vineyards' },
      { label: 'Careers', href: 'https://careers.triangleridge.example', external: true },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Where to Buy', href: '/where-to-buy' },
      { label: 'Return Policy', href: '/return-policy' },
      { label: 'Trade & Media', href: '/trade-media' },
      { label: 'Get $35 Off', href: '/refer' },
      { label: 'Terms of Use', href: '/terms-of-use' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];

export const SOCIAL = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/triangleridgewinery',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3.6c2.7 0 3 0 4.1.1 2.8.1 4.1 1.4 4.2 4.2.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.8-1.4 4.1-4.2 4.2-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.8-.1-4.1-1.4-4.2-4.2-.1-1.1-.1-1.4-.1-4.1s0-3 .1-4.1C3.8 5.1 5.1 3.8 7.9 3.7c1.1-.1 1.4-.1 4.1-.1ZM12 2C9.3 2 8.9 2 7.8 2.1 4.2 2.2 2.2 4.2 2.1 7.8 2 8.9 2 9.3 2 12s0 3.1.1 4.2c.1 3.6 2.1 5.6 5.7 5.7 1.1.1 1.5.1 4.2.1s3.1 0 4.2-.1c3.6-.1 5.6-2.1 5.7-5.7.1-1.1.1-1.5.1-4.2s0-3.1-.1-4.2c-.1-3.6-2.1-5.6-5.7-5.7C15.1 2 14.7 2 12 2Z',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/triangleridgewinery',
    path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@triangleridgewinery',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  },
  {
    name: 'Pinterest',
    href: 'https://www.pinterest.com/triangleridgewinery',
    path: 'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z',
  },
];

export const CONSENT_PURPOSES = [
  { id: 'analytics', label: 'Analytics', hint: 'Counts visits and measures how pages are used and how fast they load, so we can improve the site.' },
  {
    id: 'marketing',
    label: 'Marketing (sale and sharing)',
    hint: 'Lets advertising partners use what you browse to show you our offers elsewhere. Leaving this off opts you out of the sale and sharing of your personal information.',
  },
  { id: 'personalisation', label: 'Personalisation', hint: 'Remembers what you looked at to tailor recommendations and offers on this site.' },
];
