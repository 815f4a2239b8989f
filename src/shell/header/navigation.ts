// The header's links and their active rules, from the storefront spec section 2.

export type NavLink = { label: string; href: string; activePrefixes: readonly string[] };

export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'Shop', href: '/collection/all', activePrefixes: ['/collection', '/product'] },
  { label: 'Club', href: '/club', activePrefixes: ['/club', '/wine-society'] },
  { label: 'Visit', href: '/visit', activePrefixes: ['/visit'] },
  { label: 'Dine', href: '/dine', activePrefixes: ['/dine'] },
  { label: 'Learn', href: '/learn', activePrefixes: ['/learn', '/blog', '/recipe', '/virtual-tastings'] },
];

export const EXTRA_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Our Story', href: '/our-story' },
  { label: 'Contact', href: '/contact' },
  { label: 'Manage Account', href: '/profile' },
  { label: 'Home', href: '/' },
];

/** Spec: a main link is active when the path starts with one of its prefixes. */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  return link.activePrefixes.some((prefix) => pathname.startsWith(prefix));
}
