import { FOOTER_COLUMNS, SOCIAL } from '../site';
import { Logo } from './Logo';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <a href="/" aria-label="Triangle Ridge Winery home" className="site-footer__logo">
            <Logo />
          </a>
          <form className="newsletter" noValidate aria-labelledby="newsletter-title" action="/api/newsletter" method="post">
            <h2 className="footer__heading" id="newsletter-title">
              STAY IN TOUCH
            </h2>
            <div className="newsletter__row">
              <label className="visually-hidden" htmlFor="newsletter-email">
                Email address
              </label>
              <input id="newsletter-email" type="email" autoComplete="email" placeholder="Email address" maxLength={254} required name="email" defaultValue="" />
              <button type="submit" className="btn btn--gold">
                Sign up
              </button>
            </div>
            <p className="field__error" id="newsletter-email-error" aria-live="polite" />
            <div className="field field--checkbox">
              <label className="field__check">
                <input id="newsletter-email_opt_in" type="checkbox" name="email_opt_in" />
                <span>Yes, I would like to subscribe to updates from Triangle Ridge Winery.*</span>
              </label>
              <p className="field__error" id="newsletter-email_opt_in-error" aria-live="polite" />
            </div>
            <div className="field field--checkbox">
              <label className="field__check">
                <input id="newsletter-accept_legal" type="checkbox" name="accept_legal" />
                <span>
                  I agree to the <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>.*
                </span>
              </label>
              <p className="field__error" id="newsletter-accept_legal-error" aria-live="polite" />
            </div>
            <p className="newsletter__status" role="status" />
          </form>
        </div>
        <nav className="site-footer__columns" aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div className="site-footer__column" key={column.title}>
              <h2 className="footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) =>
                  link.external ? (
                    <li key={link.href}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer" data-layer-event="footerMenuClick" data-layer-value={link.label} data-layer-section={column.title}>
                        {link.label}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : (
                    <li key={link.href}>
                      <a href={link.href} data-layer-event="footerMenuClick" data-layer-value={link.label} data-layer-section={column.title}>
                        {link.label}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <ul className="site-footer__social">
          {SOCIAL.map((network) => (
            <li key={network.name}>
              <a href={network.href} target="_blank" rel="noopener noreferrer" aria-label={`Triangle Ridge Winery on ${network.name}`}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d={network.path} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__legal">© {new Date().getFullYear()} Triangle Ridge Winery. All rights reserved. Please enjoy our wines responsibly.</p>
      </div>
    </footer>
  );
}
