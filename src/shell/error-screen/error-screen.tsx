import { Logo } from '../icons/logo.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';
import { island } from '../../ui/island/island.tsx';
import { ERROR_MESSAGE } from './error-screen.constants.ts';
import { ErrorFeedback } from './error-feedback.tsx';

export { ERROR_MESSAGE };

const ErrorFeedbackIsland = island('error-feedback', ErrorFeedback);
export const FEEDBACK_ANCHOR = 'report-feedback';

/**
 * The spec's error fallback: the message and its three actions; "Report feedback" leads to
 * the feedback form below (an island: without script it opens the contact page's topic).
 */
export function ErrorScreen({ reloadHref, reference }: { reloadHref: string; reference?: string | undefined }) {
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
          <a className={buttonClassName('underline')} href={`#${FEEDBACK_ANCHOR}`}>
            Report feedback
          </a>
        </li>
      </ul>
      {reference ? <p className="error-screen__reference">Reference: {reference}</p> : null}
      <section className="error-screen__feedback" id={FEEDBACK_ANCHOR} aria-labelledby={`${FEEDBACK_ANCHOR}-title`}>
        <h2 id={`${FEEDBACK_ANCHOR}-title`}>Report feedback</h2>
        <ErrorFeedbackIsland reference={reference} />
      </section>
    </section>
  );
}

/**
 * A self-contained document: used when the page itself could not be rendered. With a
 * script (the client entry, under the response's CSP nonce) the feedback form hydrates.
 */
export function ErrorDocument(props: { brandName: string; styles: readonly string[]; reloadHref: string; reference?: string | undefined; script?: { src: string; nonce: string } | undefined }) {
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
        {props.script ? <script type="module" src={props.script.src} nonce={props.script.nonce} async /> : null}
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
