// What a publish purges, in one order for both of its purges: at once, by the publish
// webhook (routes/content-webhook.ts), and again once KV has propagated, by the queue's
// consumer (repurge.ts).
import type { Coordinator } from '../../platform/coordinator/client.ts';
import { forgetSitemap } from '../seo/last-good.ts';
import { forgetPages } from './memory.ts';
import { purgeContent, purgePages, type PurgeDeps } from './purge.ts';

export type PublishPurge = { contentKeys: number; pages: number; via: 'api' | 'index' };

/**
 * The first purge (`first`): every cached content answer (and the tenant coordinator's copy)
 * and the sitemap's copy (built again
 * on its next request; the last good one stays as the fallback), then every stored page
 * tagged with what was published. The second (`again`): the pages alone, since a data centre
 * may have stored one again from KV's old content meanwhile. Either way this isolate's copies
 * are forgotten last, even when the pages' purge fails.
 */
export async function purgeAfterPublish(deps: PurgeDeps & { coordinator?: Coordinator | undefined }, tags: readonly string[], round: 'first' | 'again'): Promise<PublishPurge> {
  let contentKeys = 0;
  if (round === 'first') {
    contentKeys = await purgeContent(deps.kv, deps.coordinator);
    await forgetSitemap(deps.kv);
  }
  try {
    const pages = await purgePages(deps, tags);
    return { contentKeys, ...pages };
  } finally {
    forgetPages();
  }
}
