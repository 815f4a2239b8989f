import { Hono } from 'hono';
import { NEWSLETTER_MESSAGES, NewsletterSchema } from '../../marketing/newsletter/newsletter.schema.ts';
import { ConfigError } from '../config/index.ts';
import type { AppEnv } from '../context.ts';
import { parseJsonBody } from '../http/json-body.ts';

/** The footer sign-up. The marketing API key stays here, on the server. */
export const newsletter = new Hono<AppEnv>();

newsletter.post('/', async (c) => {
  const body = await parseJsonBody(c, NewsletterSchema);
  if (!body.ok) return body.response;
  const signup = body.value;

  const marketing = c.get('app').marketing();
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
