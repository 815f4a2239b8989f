// Storefront spec 9, "Recipe pages and forms route only in production" (content spec 9:
// "Recipe pages and forms: routing status true only in production"). Recipe pages
// (/recipes, /recipes/{slug}, /recipe) and the forms' endpoint (POST /api/forms/{formType})
// answer in production, and locally, where the emulator stands in for production's services
// and the store's own tests use them; on stage and development they are not routed: the 404
// page, or the API's 404.
import { createMiddleware } from 'hono/factory';
import { actsAsProduction, type AppConfig } from '../config/index.ts';
import type { AppEnv } from '../context.ts';

export function recipesAndFormsRouted(environment: AppConfig['environment']): boolean {
  return actsAsProduction(environment);
}

/** The paths the rule covers, as Hono patterns. */
export const PRODUCTION_ONLY_PATHS = ['/recipes', '/recipes/*', '/recipe', '/recipe/*', '/api/forms/*'] as const;

export const productionOnly = createMiddleware<AppEnv>(async function productionOnly(c, next) {
  const { config, url } = c.get('app');
  if (recipesAndFormsRouted(config.environment)) return next();
  if (url.pathname.startsWith('/api/')) return c.json({ message: `No such API route: ${c.req.method} ${url.pathname}` }, 404);
  // The app's not-found page (index.ts: app.notFound renders it), without this gate importing the render.
  return c.notFound();
});
