import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { cartCountAtom, customerAtom, isCartVisibleAtom, isLoggedInAtom } from '../../state/session.atoms.ts';
import { useScrollLock } from '../../ui/scroll-lock/use-scroll-lock.ts';
import { Logo } from '../icons/logo.tsx';
import type { LoginModalProps } from '../login/login-modal.tsx';
import { customerDisplayName } from '../../commerce/types.ts';
import { initialsOf } from '../login/initials.ts';
import type { ProfileModalProps } from '../profile/profile-modal.tsx';
import type { CartSidebarProps } from './cart-sidebar.tsx';
import { useLazyComponent } from '../../ui/lazy/use-lazy-component.ts';
import { useHydrateAtoms } from 'jotai/utils';
import { widgetLinksAtom, type WidgetLinks } from '../../state/widget-links.atoms.ts';
import { EXTRA_LINKS, isLinkActive, MAIN_LINKS } from './navigation.ts';
import { useScrollDirection } from './use-scroll-direction.ts';

export type HeaderProps = { pathname: string; brandName: string; navLite: boolean; widgetLinks?: WidgetLinks | undefined };

// The sign-in and profile dialogs and the cart sidebar are files of their own, fetched when first opened.
const loadLoginModal = () => import('../login/login-modal.tsx').then((m) => m.LoginModal);
const loadProfileModal = () => import('../profile/profile-modal.tsx').then((m) => m.ProfileModal);
const loadCartSidebar = () => import('./cart-sidebar.tsx').then((m) => m.CartSidebar);

export function Header({ pathname, brandName, navLite, widgetLinks }: HeaderProps) {
  // The header hands the configured routes to the store; every island's way to the cart reads them there.
  useHydrateAtoms(new Map(widgetLinks ? [[widgetLinksAtom, widgetLinks]] : []));
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartVisible, setCartVisible] = useAtom(isCartVisibleAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const customer = useAtomValue(customerAtom);
  const { scrolled, direction } = useScrollDirection();
  const menuId = 'mobile-menu';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const cartButtonRef = useRef<HTMLButtonElement>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const loginRef = useRef<HTMLAnchorElement>(null);
  const avatarRef = useRef<HTMLButtonElement>(null);
  const accountDialogWasOpen = useRef(false);
  const LoginModal = useLazyComponent<LoginModalProps>(loadLoginModal, loginOpen, 'login-modal');
  const ProfileModal = useLazyComponent<ProfileModalProps>(loadProfileModal, profileOpen, 'profile-modal');
  const CartSidebar = useLazyComponent<CartSidebarProps>(loadCartSidebar, cartVisible, 'cart-sidebar');

  useScrollLock(menuOpen);

  useEffect(() => {
    // Closing the login or profile modal returns focus to the account control, which
    // signing in or out may just have swapped (Login <-> avatar).
    const open = loginOpen || profileOpen;
    if (accountDialogWasOpen.current && !open) (avatarRef.current ?? loginRef.current)?.focus();
    accountDialogWasOpen.current = open;
  }, [loginOpen, profileOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const close = () => setMenuOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    // A route change (history navigation or an in-page link) closes the menu.
    window.addEventListener('popstate', close);
    window.addEventListener('hashchange', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', close);
      window.removeEventListener('hashchange', close);
    };
  }, [menuOpen]);

  const hidden = scrolled && direction === 'down' && !menuOpen && !cartVisible;
  const className = ['site-header', scrolled ? 'site-header--scrolled' : '', hidden ? 'site-header--hidden' : ''].filter(Boolean).join(' ');

  return (
    <header className={className} data-hidden={hidden ? 'true' : 'false'}>
      <div className="site-header__bar">
        {navLite ? null : (
          <button ref={toggleRef} type="button" className="site-header__menu-toggle" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
            <span className="burger" aria-hidden="true" data-open={menuOpen} />
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        )}
        <a className="site-header__logo" href="/" aria-label={`${brandName} home`}>
          <Logo brandName={brandName} />
        </a>
        {navLite ? null : (
          <nav className="site-header__nav" aria-label="Main">
            <ul>
              {MAIN_LINKS.map((link) => {
                const active = isLinkActive(link, pathname);
                return (
                  <li key={link.href}>
                    <a href={link.href} className={active ? 'is-active' : undefined} aria-current={active ? 'page' : undefined}>
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <div className="site-header__actions">
          {loggedIn && customer ? (
            <button
              ref={avatarRef}
              type="button"
              className="site-header__avatar"
              aria-haspopup="dialog"
              aria-expanded={profileOpen}
              // The name contains the initials the button shows (WCAG 2.5.3, label in name).
              aria-label={`Account: ${customerDisplayName(customer)}, ${initialsOf(customer)}`}
              onClick={() => setProfileOpen((open) => !open)}
            >
              <span aria-hidden="true">{initialsOf(customer)}</span>
            </button>
          ) : (
            <a
              ref={loginRef}
              className="site-header__login"
              href="/profile/login"
              onClick={(event) => {
                // Without script (or with a modifier key) the link goes to the login page.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setLoginOpen(true);
              }}
            >
              Login
            </a>
          )}
          <button ref={cartButtonRef} type="button" className="site-header__cart" aria-expanded={cartVisible} aria-haspopup="dialog" onClick={() => setCartVisible((visible) => !visible)}>
            {`Cart (${cartCount})`}
          </button>
        </div>
      </div>
      {navLite ? null : (
        <div id={menuId} className="mobile-menu" hidden={!menuOpen}>
          <nav aria-label="Mobile">
            <ul className="mobile-menu__main">
              {MAIN_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={isLinkActive(link, pathname) ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <ul className="mobile-menu__extra">
              {EXTRA_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
      {LoginModal ? (
        <LoginModal
          open={loginOpen}
          onClose={() => setLoginOpen(false)}
          createAccountUrl={widgetLinks?.createAccount}
          onSuccess={() => {
            setLoginOpen(false);
            if (pathname === '/profile/login') location.assign('/profile');
          }}
        />
      ) : null}
      {ProfileModal ? <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} onSignedOut={() => setProfileOpen(false)} /> : null}
      {/* Spec 4: however the sidebar closes (button, background, Escape), focus returns to the
          cart button, even when an add-to-cart button opened it. */}
      {CartSidebar ? <CartSidebar open={cartVisible} onClose={() => setCartVisible(false)} returnFocusTo={() => cartButtonRef.current} /> : null}
    </header>
  );
}
