import { Logo } from '../icons/logo.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export const ERROR_MESSAGE = 'Sorry, there has been an error.';

/** The spec's error fallback: the message and its three actions. Works without script. */
export function ErrorScreen({ reloadHref, reference }: { reloadHref: string; reference?: string | undefined }) {
  const feedback = `/contact?topic=website-feedback${reference ? `&ref=${encodeURIComponent(reference)}` : ''}`;
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{ERROR_MESSAGE}</h1>
      <p>Something went wrong while we were preparing this page. Your cart and account are safe.</p>
      <ul className="error-screen__actions">
        <li>
          <a className={buttonClassName('red')} href={reloadHref}>
            Reload this page
          </a>
        </li>
        <li>
          <a className={buttonClassName('gray', true)} href="/">
            Go to Home Page
          </a>
        </li>
        <li>
          <a className={buttonClassName('underline')} href={feedback}>
            Report feedback
          </a>
        </li>
      </ul>
      {reference ? <p className="error-screen__reference">Reference: {reference}</p> : null}
    </section>
  );
}

/** A self-contained document: used when the page itself could not be rendered. */
export function ErrorDocument(props: { brandName: string; styles: readonly string[]; reloadHref: string; reference?: string | undefined }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Error | ${props.brandName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {props.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="error-page">
        <header className="site-header site-header--static">
          <div className="site-header__bar">
            <a className="site-header__logo" href="/" aria-label={`${props.brandName} home`}>
              <Logo brandName={props.brandName} />
            </a>
          </div>
        </header>
        <main id="main-content">
          <ErrorScreen reloadHref={props.reloadHref} reference={props.reference} />
        </main>
      </body>
    </html>
  );
}
