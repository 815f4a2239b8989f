// /join?club={slug}: the join wizard for a known club or subscription (its catalogue entry
// in content and its club in the commerce backend), below a short summary of the club.
// Any other /join (no slug, an unknown one) is the plain /join content page.
import { Hono } from 'hono';
import { isClubSlug, openForJoining } from '../../commerce/rules/club-join.ts';
import { dateOfBirthRange } from '../../commerce/rules/date-of-birth.ts';
import { JoinWizard, type JoinClub } from '../../shell/join/join-wizard.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';
import { catalogueOf } from '../render/club-catalogue.ts';
import { loadContentPage, renderNotFound } from '../render/content-page.tsx';

const JoinWizardIsland = island('join-wizard', JoinWizard);

/**
 * The platform's hosted club sign-up, for a store with no browser tokeniser for its
 * gateway (production: Commerce7 documents none), so the card is taken by the platform
 * itself. The element is Commerce7's club join button for a club slug, as the widget's
 * WordPress integration writes it (`<div class="c7-club-join-button" data-club-slug
 * data-join-text data-edit-text>`: michaelbourne/wp-commerce7 includes/class-c7wp.php);
 * the widget turns it into a link to its club route (`/{club route}/{slug}/`:
 * includes/gutenberg/blocks-v2/clubselector/frontend.js), a widget page where the
 * sign-up happens. No #c7-content here: /join is the store's page, not a widget route.
 */
export function HostedClubSignup({ clubSlug, scriptUrl, styleUrl, tenant, nonce }: { clubSlug: string; scriptUrl: string; styleUrl: string; tenant: string; nonce: string }) {
  return (
    <section className="join__hosted" aria-label="Join with the winery's secure sign-up">
      <link rel="stylesheet" href={styleUrl} precedence="widget" />
      <div className="c7-club-join-button" data-club-slug={clubSlug} data-join-text="Join Now" data-edit-text="Edit Membership" />
      {/* defer: runs once the join button's element is parsed (an async script may be hoisted and run first). */}
      <script src={scriptUrl} id="c7-javascript" data-tenant={tenant} nonce={nonce} defer />
    </section>
  );
}

export const join = new Hono<AppEnv>();

join.get('/', async (c) => {
  const app = c.get('app');
  const slug = c.req.query('club') ?? '';
  const known = isClubSlug(slug) ? await catalogueOf(c, slug) : null;
  const club = known ? await app.commerce.clubs.bySlug(slug) : null;
  if (!known || !openForJoining(club)) {
    const page = await loadContentPage(c, '/join');
    if (!page) return renderNotFound(c);
    return renderPage(c, { ...page.meta, blocks: page.blocks });
  }

  const session = await app.session();
  const customer = session.customer;
  const birthDates = dateOfBirthRange();
  const { catalogueTitle: _unused, ...facts } = known;
  const joinClub: JoinClub = { ...facts, title: club.title, type: club.type };
  return renderPage(c, {
    title: `Join ${club.title}`,
    noindex: true,
    // The wizard's card step, or the platform's hosted sign-up that takes the card instead.
    cardStep: true,
    body: (
      <div className="join">
        <section className="join__summary" aria-labelledby="join-title">
          <h1 id="join-title" className="join__title">
            {`Join ${club.title}`}
          </h1>
          <dl className="join__facts">
            <div>
              <dt>Bottles per shipment</dt>
              <dd>{joinClub.bottles}</dd>
            </div>
            <div>
              <dt>Estimated Price Per Shipment</dt>
              <dd>{joinClub.estimatedPrice}</dd>
            </div>
            {joinClub.frequency ? (
              <div>
                <dt>Frequency</dt>
                <dd>{joinClub.frequency}</dd>
              </div>
            ) : null}
            <div>
              <dt>Member discount</dt>
              <dd>{app.config.clubDiscountPercentage}%</dd>
            </div>
          </dl>
        </section>
        {app.config.paymentTokenizerScriptUrl ? (
          <JoinWizardIsland
            club={joinClub}
            customer={customer ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email } : null}
            ageConfirmed={app.ageGateAccepted}
            birthDateMax={birthDates.max}
            birthDateMin={birthDates.min}
            showTestCards={app.config.environment !== 'production'}
            tokenizerScriptUrl={app.config.paymentTokenizerScriptUrl}
            pickupAddress={c.get('app').config.pickupAddress}
            discountPercent={app.config.clubDiscountPercentage}
          />
        ) : (
          <HostedClubSignup clubSlug={club.slug} scriptUrl={app.config.commerceWidgetScriptUrl} styleUrl={app.config.commerceWidgetStyleUrl} tenant={app.config.commerceTenant} nonce={app.nonce} />
        )}
      </div>
    ),
  });
});
