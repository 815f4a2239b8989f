// The footer's columns, from the storefront spec section 2.
export type FooterLink = { label: string; href: string };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

export const EXTERNAL = {
  menu: 'https://menus.triangleridge.example/dine-menu.pdf',
  reservations: 'https://www.exploretock.com/triangleridgewinery',
  careers: 'https://careers.triangleridge.example',
} as const;

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
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
      { label: 'Reservations', href: EXTERNAL.reservations },
    ],
  },
  {
    title: 'Dine',
    links: [
      { label: 'The Restaurant', href: '/dine' },
      { label: 'View the Menu', href: EXTERNAL.menu },
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
      { label: 'Careers', href: EXTERNAL.careers },
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

export const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/triangleridgewinery' },
  { network: 'Facebook', href: 'https://www.facebook.com/triangleridgewinery' },
  { network: 'YouTube', href: 'https://www.youtube.com/@triangleridgewinery' },
  { network: 'Pinterest', href: 'https://www.pinterest.com/triangleridgewinery' },
] as const;
