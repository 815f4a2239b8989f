// The marketing client of a request: the configured transport, and the Klaviyo lists by id
// where set, otherwise by name (looked up once: src/marketing/client/lists.ts).
import type { Context } from 'hono';
import { createMarketingClient, klaviyoListsLookup } from '../../marketing/client/index.ts';
import type { AppEnv } from '../context.ts';

export function marketingClientOf(c: Context<AppEnv>) {
  const { config, fetcher, report, cache } = c.get('app');
  const transport = { apiUrl: config.marketingApiUrl, apiKey: config.marketingApiKey, fetcher, report };
  return createMarketingClient({ ...transport, lists: klaviyoListsLookup(transport, { deps: cache }, config.klaviyoListIds, config.klaviyoListNames) });
}
