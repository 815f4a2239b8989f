// One Wine Society membership in the account (/profile/club-membership), with what a
// member may do to a running one: change ship or pickup and the ship-to address, replace
// the card, or cancel with one of Commerce7's reasons behind a confirmation that first
// offers what members often want instead (collect rather than ship, another club size).
// Every change goes through PUT /api/club-memberships/{id}[/cancel] and the card the
// island shows afterwards is the backend's answer, not what was typed. A new card goes to
// the payment gateway's tokeniser and only its token to the store; without a tokeniser
// (production: none documented) the card is replaced in the platform's own account pages.
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { ClubCancelSchema, CLUB_JOIN_MESSAGES } from '../../commerce/rules/club-join.schema.ts';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import { CANCELLATION_REASONS, type Address, type ClubMembership, type SessionSnapshot } from '../../commerce/types.ts';
import { seedSessionAtom } from '../../state/session.atoms.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { FormAlert, RadioGroup, SelectField } from '../../ui/form/fields.tsx';
import { sendJson } from '../../ui/form/json-client.ts';
import type { FormFailure } from '../../ui/form/form-state.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { tokenizeCard } from '../checkout/card-tokenizer.ts';
import { CardFields, deliveryOptions, ShippingAddressFields } from '../checkout/checkout-fields.tsx';
import { DeliverySummary } from '../checkout/delivery-summary.tsx';
import { MembershipFacts } from '../club/membership-facts.tsx';
import { deliveryInput, DeliverySchema, emptyShipTo, PaymentStepSchema, type DeliveryValues, type PaymentValues } from '../join/join.rules.ts';
import { membershipSaved, MEMBERSHIP_MESSAGES } from './membership.rules.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export type MembershipManagerProps = {
  membership: ClubMembership;
  receiptUrl: string;
  pickupAddress: string;
  showTestCards: boolean;
  /** The payment gateway's browser tokeniser; without one the card is not replaced here. */
  tokenizerScriptUrl?: string | undefined;
  /** Without a tokeniser: the platform's account page (the widget's profile route), where the card is replaced. */
  accountPageUrl?: string | undefined;
};

/** The link to the platform's account page where a member replaces the card, when the store cannot. */
export const REPLACE_CARD_ELSEWHERE = 'Replace the card on our account page';

type Panel = 'delivery' | 'card' | null;

const shipToValues = (address: Address | null): DeliveryValues['shipTo'] =>
  address
    ? {
        firstName: address.firstName,
        lastName: address.lastName,
        address: address.address,
        address2: address.address2 ?? '',
        city: address.city,
        stateCode: address.stateCode,
        zipCode: address.zipCode,
        phone: '',
      }
    : emptyShipTo();

const EMPTY_CARD: PaymentValues = { cardholderName: '', cardNumber: '', expiry: '', cvv: '' };

/** The API's answer for a membership: the membership it sent back, else null. */
function membershipOf(body: unknown): ClubMembership | null {
  const membership = (body as { membership?: unknown } | null)?.membership;
  return membership && typeof membership === 'object' && 'id' in membership ? (membership as ClubMembership) : null;
}

export function MembershipManager(props: MembershipManagerProps) {
  const [membership, setMembership] = useState(props.membership);
  const [panel, setPanel] = useState<Panel>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const seedSession = useSetAtom(seedSessionAtom);
  const prefix = `membership-${membership.id}`;
  const running = membership.status !== 'Cancelled';

  // A saved change is announced where focus lands, since the form that had it is gone.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function saved(next: ClubMembership, message: string) {
    setMembership(next);
    setPanel(null);
    setNotice(message);
  }

  async function cancelled(next: ClubMembership | null) {
    setConfirming(false);
    saved(next ?? { ...membership, status: 'Cancelled', cancelDate: new Date().toISOString() }, MEMBERSHIP_MESSAGES.cancelled);
    // Member prices stop at once: the header and cart read the session again.
    const session = await fetch('/api/session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<SessionSnapshot>) : null))
      .catch(() => null);
    if (session) seedSession(session);
  }

  const toggle = (which: Exclude<Panel, null>) => {
    setNotice('');
    setPanel((open) => (open === which ? null : which));
  };

  return (
    <article className="membership-card" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="membership-card__title">
        {membership.club.title}
      </h2>
      <p className="membership-card__notice" role="status" tabIndex={-1} ref={noticeRef} hidden={!notice}>
        {notice}
      </p>
      <MembershipFacts membership={membership} />
      <DeliverySummary
        shipTo={membership.delivery === 'ship' ? membership.shipTo : null}
        pickup={membership.delivery === 'pickup'}
        readyFor="each shipment"
        storeBusy={membership.delivery === 'ship' && membership.storeBusy?.includes('shipTo') === true}
      />
      {running ? (
        <div className="membership-card__actions">
          <button type="button" className={buttonClassName('gray', true)} aria-expanded={panel === 'delivery'} aria-controls={`${prefix}-delivery`} onClick={() => toggle('delivery')}>
            Change delivery
          </button>
          {props.tokenizerScriptUrl ? (
            <button type="button" className={buttonClassName('gray', true)} aria-expanded={panel === 'card'} aria-controls={`${prefix}-card`} onClick={() => toggle('card')}>
              Replace card
            </button>
          ) : props.accountPageUrl ? (
            <a className={buttonClassName('gray', true)} href={props.accountPageUrl}>
              {REPLACE_CARD_ELSEWHERE}
            </a>
          ) : null}
          <button type="button" className={buttonClassName('underline')} onClick={() => setConfirming(true)}>
            Cancel membership
          </button>
        </div>
      ) : (
        <p className="membership-card__rejoin">
          <a href="/club">Join the Wine Society again</a>
        </p>
      )}
      {running && panel === 'delivery' ? <DeliveryForm id={`${prefix}-delivery`} membership={membership} pickupAddress={props.pickupAddress} onCancel={() => setPanel(null)} onSaved={saved} /> : null}
      {running && panel === 'card' ? (
        <CardForm
          id={`${prefix}-card`}
          membership={membership}
          showTestCards={props.showTestCards}
          tokenizerScriptUrl={props.tokenizerScriptUrl ?? ''}
          onCancel={() => setPanel(null)}
          onSaved={saved}
        />
      ) : null}
      {running ? (
        <CancelDialog
          prefix={prefix}
          membership={membership}
          open={confirming}
          onClose={() => setConfirming(false)}
          onChangeDelivery={() => {
            setConfirming(false);
            setNotice('');
            setPanel('delivery');
          }}
          onCancelled={cancelled}
        />
      ) : null}
      <p className="membership-card__links">
        <a href={props.receiptUrl}>View the membership confirmation</a>
      </p>
    </article>
  );
}

/** Sends one change of a running membership; a refusal comes back for the form to show. */
async function saveChange(membershipId: string, change: 'delivery' | 'card', payload: unknown, onSaved: FormProps['onSaved']): Promise<FormFailure | void> {
  const result = await sendJson('PUT', `/api/club-memberships/${encodeURIComponent(membershipId)}`, payload, { failed: CLUB_JOIN_MESSAGES.unavailable });
  if (!result.ok) return result;
  const next = membershipOf(result.body);
  if (!next) return { message: CLUB_JOIN_MESSAGES.unavailable, errors: {} };
  onSaved(next, membershipSaved(change, next));
}

type FormProps = { id: string; membership: ClubMembership; onCancel: () => void; onSaved: (membership: ClubMembership, message: string) => void };

function DeliveryForm({ id, membership, pickupAddress, onCancel, onSaved }: FormProps & { pickupAddress: string }) {
  const form = useForm<DeliveryValues>({
    idPrefix: id,
    initialValues: { fulfillment: membership.delivery ?? 'ship', shipTo: shipToValues(membership.shipTo) },
    schema: DeliverySchema,
    toInput: deliveryInput,
    invalidMessage: CHECKOUT_MESSAGES.summary,
  });
  const submit = form.handleSubmit((values) => saveChange(membership.id, 'delivery', deliveryInput(values), onSaved));
  return (
    <form id={id} ref={form.formRef} className="membership-card__form" noValidate onSubmit={submit} aria-label="Change delivery">
      <FormAlert message={form.alert} alertRef={form.alertRef} />
      <RadioGroup {...form.field('fulfillment')} label="Delivery method" optionsClassName="checkout__choices" optionClassName="checkout__choice" options={deliveryOptions(pickupAddress)} />
      {form.values.fulfillment === 'ship' ? <ShippingAddressFields field={form.field} /> : null}
      <FormButtons busy={form.busy} label="Save delivery" onCancel={onCancel} />
    </form>
  );
}

function CardForm({ id, membership, showTestCards, tokenizerScriptUrl, onCancel, onSaved }: FormProps & { showTestCards: boolean; tokenizerScriptUrl: string }) {
  const form = useForm<{ payment: PaymentValues }>({ idPrefix: id, initialValues: { payment: EMPTY_CARD }, schema: PaymentStepSchema, invalidMessage: CHECKOUT_MESSAGES.summary });
  // The card goes to the gateway, its token to the store. A declined card keeps the form
  // as typed, with the backend's words in the alert.
  const submit = form.handleSubmit(async (values) => {
    const card = await tokenizeCard(tokenizerScriptUrl, values.payment);
    if (!card.ok) return { message: card.message, errors: card.errors ?? {} };
    return saveChange(membership.id, 'card', { payment: card.token }, onSaved);
  });
  return (
    <form id={id} ref={form.formRef} className="membership-card__form checkout__payment" noValidate onSubmit={submit} aria-label="Replace card">
      <FormAlert message={form.alert} alertRef={form.alertRef} />
      <CardFields field={form.field} showTestCards={showTestCards} />
      <FormButtons busy={form.busy} label="Save card" onCancel={onCancel} />
    </form>
  );
}

function FormButtons({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <p className="membership-card__buttons">
      <button type="submit" className={buttonClassName('red')} disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : label}
      </button>
      <button type="button" className={buttonClassName('underline')} onClick={onCancel}>
        Never mind
      </button>
    </p>
  );
}

const REASON_OPTIONS = CANCELLATION_REASONS.map((reason) => ({ value: reason, label: reason }));

function CancelDialog(props: {
  prefix: string;
  membership: ClubMembership;
  open: boolean;
  onClose: () => void;
  onChangeDelivery: () => void;
  onCancelled: (membership: ClubMembership | null) => void;
}) {
  const { membership } = props;
  const titleId = `${props.prefix}-cancel-title`;
  const form = useForm<{ reason: string }>({
    idPrefix: `${props.prefix}-cancel`,
    initialValues: { reason: '' },
    schema: ClubCancelSchema,
  });
  const submit = form.handleSubmit(async (values) => {
    const result = await sendJson('PUT', `/api/club-memberships/${encodeURIComponent(membership.id)}/cancel`, { reason: values.reason }, { failed: CLUB_JOIN_MESSAGES.cancelUnavailable });
    if (!result.ok) return result;
    props.onCancelled(membershipOf(result.body));
  });
  const switchSize = membership.subscription ? 'Too much wine, or too little? Choose another size or schedule' : 'Too much wine, or not the wines you want? Choose another club size';
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={titleId} className="membership-cancel">
      <h2 id={titleId}>Before you cancel</h2>
      <p>{`Your ${membership.club.title} membership can change with you instead:`}</p>
      <ul className="membership-cancel__alternatives">
        <li>
          {membership.delivery === 'pickup' ? 'Would shipping suit you better, or a new address?' : 'Prefer to collect your wine at the winery, or ship it elsewhere?'}{' '}
          <button type="button" className={buttonClassName('link')} onClick={props.onChangeDelivery}>
            Change delivery
          </button>
        </li>
        <li>
          {switchSize}: <a href="/club#choose-your-club">switch clubs</a>
        </li>
      </ul>
      <form ref={form.formRef} noValidate onSubmit={submit} className="membership-cancel__form">
        <FormAlert message={form.alert} alertRef={form.alertRef} />
        <SelectField {...form.field('reason')} label="Why are you cancelling?" required placeholder="Choose a reason" options={REASON_OPTIONS} />
        <p className="membership-card__buttons">
          <button type="submit" className={buttonClassName('red')} disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? 'Cancelling…' : 'Cancel membership'}
          </button>
          <button type="button" className={buttonClassName('gray', true)} onClick={props.onClose}>
            Keep my membership
          </button>
        </p>
      </form>
    </Dialog>
  );
}
