// The page when what it shows could not be read because the tenant's Commerce7 app-call
// budget is spent and there is no last good copy: the store's frame (header, cart, footer)
// with the busy words, a 429 with Retry-After, never an error screen or a 5xx.
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { markStoreBusy, STORE_BUSY } from '../http/store-busy.ts';
import { noStore, renderPage } from './index.tsx';

export function renderStoreBusyPage(c: Context<AppEnv>, title = 'The store is very busy') {
  return noStore(
    renderPage(c, {
      title,
      noindex: true,
      nofollow: true,
      status: markStoreBusy(c),
      body: (
        <div className="account-page account-page--notice">
          <p className="form-alert account-notice" role="alert">
            {STORE_BUSY}
          </p>
        </div>
      ),
    }),
  );
}
