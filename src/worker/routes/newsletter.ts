import { Hono } from 'hono';
import * as v from 'valibot';
import { createMarketingClient } from '../../marketing/client/index.ts';
import { NEWSLETTER_MESSAGES, newsletterErrors, NewsletterSchema } from '../../marketing/newsletter/newsletter.schema.ts';
import { ConfigError } from '../config/index.ts';
import type { AppEnv } from '../context.ts';
import { readJsonBody } from './json-body.ts';

/** The footer sign-up. The marketing API key stays here, on the server. */
export const newsletter = new Hono<AppEnv>();

newsletter.post('/', async (c) => {
  const body = await readJsonBody(c);
  if (!body.ok) return c.json({ message: body.message }, 400);
  const errors = newsletterErrors(body.value);
  if (errors) return c.json({ message: 'Please correct the fields in red', errors }, 400);
  const signup = v.parse(NewsletterSchema, body.value);

  const { config, fetcher, report } = c.get('app');
  const marketing = createMarketingClient({ apiUrl: config.marketingApiUrl, apiKey: config.marketingApiKey, fetcher, report });
  try {
    await marketing.signUpForNewsletter(signup);
  } catch (error) {
    // A missing key is the deployment's fault, answered like any missing setting.
    if (error instanceof ConfigError) throw error;
    // The client has reported it.
    return c.json({ message: NEWSLETTER_MESSAGES.failure }, 502);
  }
  return c.json({ message: NEWSLETTER_MESSAGES.success }, 201);
});
