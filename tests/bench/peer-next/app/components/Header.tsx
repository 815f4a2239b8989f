'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { MAIN_NAV, MOBILE_EXTRA } from '../site';
import { Logo } from './Logo';

export function Header() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button type="button" className="site-header__menu-toggle" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(!open)}>
          <span className="burger" aria-hidden="true" data-open={open} />
          Menu
        </button>
        <a className="site-header__logo" href="/" aria-label="Triangle Ridge Winery home">
          <Logo />
        </a>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={pathname.startsWith(link.match) ? 'is-active' : undefined} aria-current={pathname.startsWith(link.match) ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="site-header__login" href="/profile/login">
            Login
          </a>
          <button type="button" className="site-header__cart" aria-expanded="false" aria-haspopup="dialog">
            Cart (0)
          </button>
        </div>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!open}>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__main">
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={pathname.startsWith(link.match) ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mobile-menu__extra">
            {MOBILE_EXTRA.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <dialog className="dialog login-modal" aria-labelledby="login-modal-title" aria-modal="true">
        <div className="dialog__panel">
          <h2 id="login-modal-title">Sign in</h2>
          <button type="button" className="icon-button login-modal__close" aria-label="Close sign in">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </dialog>
      <dialog className="dialog profile-modal" aria-labelledby="profile-modal-title" aria-modal="true">
        <div className="dialog__panel">
          <h2 id="profile-modal-title">Your account</h2>
          <button type="button" className="icon-button profile-modal__close" aria-label="Close account">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </dialog>
      <dialog className="dialog cart-sidebar" aria-labelledby="cart-sidebar-title" aria-modal="true">
        <div className="dialog__panel">
          <div className="cart-sidebar__head">
            <h2 id="cart-sidebar-title" tabIndex={-1}>
              Your Cart (0)
            </h2>
            <button type="button" className="icon-button cart-sidebar__close" aria-label="Close sidebar cart">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="cart-sidebar__empty">
            <p>Your cart is empty.</p>
            <a className="btn btn--red" href="/collection/all">
              Shop our wines
            </a>
          </div>
        </div>
      </dialog>
    </header>
  );
}
