// The frame of every signed-in account page: its heading and the account's own navigation
// (overview, orders, Wine Society), the current page marked for assistive technology.
import type { ReactNode } from 'react';

export type AccountSection = 'overview' | 'orders' | 'club-membership';

const SECTIONS: readonly { section: AccountSection; href: string; label: string }[] = [
  { section: 'overview', href: '/profile', label: 'Overview' },
  { section: 'orders', href: '/profile/orders', label: 'Orders' },
  { section: 'club-membership', href: '/profile/club-membership', label: 'Wine Society' },
];

export function AccountHeading({ title, eyebrow = 'Your Account' }: { title: string; eyebrow?: string }) {
  return (
    <header className="account-heading">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
    </header>
  );
}

export function AccountPage({ title, section, children }: { title: string; section: AccountSection; children: ReactNode }) {
  return (
    <div className="account">
      <AccountHeading title={title} />
      <nav className="account-nav" aria-label="Your account">
        <ul>
          {SECTIONS.map((item) => (
            <li key={item.section}>
              <a href={item.href} aria-current={item.section === section ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__body">{children}</div>
    </div>
  );
}

/** A message about the account as a whole (it could not be loaded, a link expired), announced at once. */
export function AccountNotice({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert account-notice" role="alert">
      {children}
    </p>
  );
}
