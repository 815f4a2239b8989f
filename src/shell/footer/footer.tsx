import { renderToString } from 'react-dom/server';
import { clickAttributes, FOOTER_MENU_CLICK } from '../../analytics/clicks.ts';
import { island } from '../../ui/island/island.tsx';
import { isExternalLink } from '../../ui/link/href.ts';
import { Logo } from '../icons/logo.tsx';
import { SocialIcon } from '../icons/social.tsx';
import { CONSENT_PREFERENCES_ATTRIBUTE, DO_NOT_SELL } from '../consent/consent.copy.ts';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from './footer-links.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';

const NewsletterIsland = island('newsletter-signup', NewsletterSignup);

type FooterProps = { brandName: string; year: number };

// The footer is the same for every visitor of an isolate (it changes with the brand
// and the year only), so its markup is rendered once and reused: streaming it through
// React on every request cost a large share of a page's CPU time. Its islands carry
// their own markers and hydrate the same way.
const renderedFooters = new Map<string, string>();

export function Footer(props: FooterProps) {
  const key = `${props.brandName}\u0000${props.year}`;
  let html = renderedFooters.get(key);
  if (html === undefined) {
    html = renderToString(<FooterContent {...props} />);
    renderedFooters.set(key, html);
  }
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function FooterContent({ brandName, year }: FooterProps) {
  return (
    <>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <a href="/" aria-label={`${brandName} home`} className="site-footer__logo">
            <Logo brandName={brandName} />
          </a>
          <NewsletterIsland brandName={brandName} />
        </div>
        <nav className="site-footer__columns" aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} {...(isExternalLink(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...clickAttributes(FOOTER_MENU_CLICK, link.label, column.title)}>
                      {link.label}
                      {isExternalLink(link.href) ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                    </a>
                  </li>
                ))}
                {column.title === 'Support' ? (
                  <li>
                    {/* Opens the consent manager's preferences (src/shell/consent), an island on every page that has a footer. */}
                    <button type="button" className="link-button" {...{ [CONSENT_PREFERENCES_ATTRIBUTE]: '' }}>
                      {DO_NOT_SELL}
                    </button>
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <ul className="site-footer__social">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${brandName} on ${social.network}`}>
                <SocialIcon network={social.network} />
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__legal">
          © {year} {brandName}. All rights reserved. Please enjoy our wines responsibly.
        </p>
      </div>
    </>
  );
}
