import { buttonClassName } from '../../ui/button/button.tsx';
export function NotFound({ pathname }: { pathname: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">This page has gone to the cellar</h1>
      <p>
        We could not find <code>{pathname.length > 80 ? `${pathname.slice(0, 80)}…` : pathname}</code>. It may have moved, or the vintage may have sold out.
      </p>
      <ul className="not-found__actions">
        <li>
          <a className={buttonClassName('red')} href="/collection/all">
            Shop all wines
          </a>
        </li>
        <li>
          <a className={buttonClassName('gray', true)} href="/">
            Go to Home Page
          </a>
        </li>
        <li>
          <a className={buttonClassName('underline')} href="/contact">
            Contact us
          </a>
        </li>
      </ul>
    </section>
  );
}
