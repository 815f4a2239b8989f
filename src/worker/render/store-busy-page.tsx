// The page when what it shows could not be read because the tenant's Commerce7 app-call
// budget is spent and there is no last good copy: the store's frame (header, cart, footer)
// with the busy words, a 429 with Retry-After, never an error screen or a 5xx.
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { markStoreBusy, STORE_BUSY } from '../http/store-busy.ts';
import { noStore, renderPage } from './index.tsx';

/** A signed-in page that can only say one thing (why it cannot show itself): the store's frame with the words. */
export function renderNoticePage(c: Context<AppEnv>, title: string, message: string, status?: 429) {
  return noStore(
    renderPage(c, {
      title,
      noindex: true,
      nofollow: true,
      // A notice, shown anywhere a page could not be: nothing from another origin.
      trackers: false,
      ...(status ? { status } : {}),
      body: (
        <div className="account-page account-page--notice">
          <p className="form-alert account-notice" role="alert">
            {message}
          </p>
        </div>
      ),
    }),
  );
}

export function renderStoreBusyPage(c: Context<AppEnv>, title = 'The store is very busy') {
  return renderNoticePage(c, title, STORE_BUSY, markStoreBusy(c));
}
