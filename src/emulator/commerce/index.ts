// The emulated Commerce7 API (mounted at /commerce/v1): every call names the tenant;
// app endpoints take the app's Basic credentials (auth/app.ts), the storefront's own calls
// the customer's token where they need one (auth/session.ts).
// Source: skynet-watcher/Commerce7 docs/developer/api/commerce7-apis.md (base path, tenant header,
// app authentication).
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { cartApi } from './carts/routes.ts';
import { clubApi } from './clubs/routes.ts';
import { linkApi } from './customers/links.ts';
import { registerApi } from './customers/register.ts';
import { customerApi } from './customers/routes.ts';
import { fail, notFound } from './http.ts';
import { inventoryApi } from './inventory/routes.ts';
import { orderApi } from './orders/routes.ts';
import { productApi } from './products/routes.ts';

export const commerceApi = new Hono<EmulatorEnv>();

commerceApi.use(async (c, next) => {
  const tenant = c.req.header('tenant');
  if (!tenant) return fail(c, 400, 'validation', 'The tenant header is required.');
  if (tenant !== c.env.COMMERCE_TENANT) return fail(c, 401, 'unauthorized', `Unknown tenant "${tenant.slice(0, 100)}".`);
  await next();
});

commerceApi.route('/', customerApi);
commerceApi.route('/', linkApi);
commerceApi.route('/', registerApi);
commerceApi.route('/', productApi);
commerceApi.route('/', cartApi);
commerceApi.route('/', orderApi);
commerceApi.route('/', clubApi);
commerceApi.route('/', inventoryApi);

commerceApi.all('*', (c) => notFound(c, `No commerce route for ${c.req.method} ${new URL(c.req.url).pathname}.`));

commerceApi.onError((error, c) => {
  console.error('commerce emulator error', error);
  return fail(c, 500, 'serverError', 'The commerce emulator failed; see its log.');
});
