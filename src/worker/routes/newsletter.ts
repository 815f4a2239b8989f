import { Hono } from 'hono';
import * as v from 'valibot';
import { NEWSLETTER_MESSAGES, newsletterErrors, NewsletterSchema } from '../../marketing/newsletter/newsletter.schema.ts';
import type { AppEnv } from '../context.ts';
import { fetchWithTimeout } from '../../platform/upstream/index.ts';
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
  try {
    const response = await fetchWithTimeout(
      fetcher,
      new Request(`${config.marketingApiUrl}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': c.env.MARKETING_API_KEY ?? '' },
        body: JSON.stringify({ ...signup, consent: true }),
      }),
    );
    if (!response.ok) throw new Error(`Marketing API answered ${response.status}`);
  } catch (error) {
    report(error, { section: 'newsletter' });
    return c.json({ message: NEWSLETTER_MESSAGES.failure }, 502);
  }
  return c.json({ message: NEWSLETTER_MESSAGES.success }, 201);
});
