// The join wizard's later steps (delivery, payment, review and join): a file of its own,
// fetched once the visitor moves past the first step (join-wizard.tsx), so /join loads only
// what its first step needs.
import { dataLayerEntry } from '../../analytics/data-layer.ts';
import { reportClubJoinOnce } from '../club/club-join-tracker.tsx';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import type { CardToken } from '../../commerce/rules/card-token.schema.ts';
import { FormAlert, RadioGroup } from '../../ui/form/fields.tsx';
import { postJson } from '../../ui/form/json-client.ts';
import { STAY_BUSY, useForm } from '../../ui/form/use-form.ts';
import { tokenizeCard } from '../checkout/card-tokenizer.ts';
import { CardFields, deliveryOptions, ShippingAddressFields } from '../checkout/checkout-fields.tsx';
import { deliveryInput, DeliverySchema, JOIN_MESSAGES, maskCard, PaymentStepSchema, type DeliveryValues, type PaymentValues } from './join.rules.ts';
import type { JoinClub } from './join-wizard.tsx';
import { StepButtons } from './step-buttons.tsx';

export type LaterStepsProps = {
  step: 2 | 3 | 4;
  club: JoinClub;
  isSubscriptionFlow: boolean;
  discountPercent: number;
  pickupAddress: string;
  showTestCards: boolean;
  tokenizerScriptUrl: string;
  delivery: DeliveryValues;
  payment: PaymentValues;
  card: CardToken | null;
  onBack: () => void;
  onDelivery: (values: DeliveryValues) => void;
  onPayment: (values: PaymentValues, token: CardToken) => void;
  onSignedOut: () => void;
  /** Once joined: the join has been reported; the wizard leaves for the receipt. */
  onJoined: (receiptUrl: string) => void;
};

export function LaterSteps(props: LaterStepsProps) {
  const { club } = props;
  if (props.step === 2) return <DeliveryStep pickupAddress={props.pickupAddress} values={props.delivery} onBack={props.onBack} onNext={props.onDelivery} />;
  if (props.step === 3) return <PaymentStep showTestCards={props.showTestCards} tokenizerScriptUrl={props.tokenizerScriptUrl} values={props.payment} onBack={props.onBack} onNext={props.onPayment} />;
  if (!props.card) return null;
  return (
    <ReviewStep
      club={club}
      discountPercent={props.discountPercent}
      pickupAddress={props.pickupAddress}
      delivery={props.delivery}
      card={props.card}
      onBack={props.onBack}
      onSignedOut={props.onSignedOut}
      onJoined={(receiptUrl, membershipId) => {
        // The receipt reports joins made elsewhere (the platform's hosted sign-up) and
        // any this page could not send (consent held it back): this one is reported here.
        const joined = dataLayerEntry('clubJoin', { isSubscriptionFlow: props.isSubscriptionFlow, type: club.membershipType, club: club.slug, membershipId });
        if (joined) reportClubJoinOnce(membershipId, [joined]);
        props.onJoined(receiptUrl);
      }}
    />
  );
}

function DeliveryStep(props: { pickupAddress: string; values: DeliveryValues; onBack: () => void; onNext: (values: DeliveryValues) => void }) {
  const form = useForm<DeliveryValues>({
    idPrefix: 'join-delivery',
    initialValues: props.values,
    schema: DeliverySchema,
    toInput: deliveryInput,
    invalidMessage: CHECKOUT_MESSAGES.summary,
  });
  const ship = form.values.fulfillment !== 'pickup';
  return (
    <form ref={form.formRef} className="join-wizard__form" noValidate onSubmit={form.handleSubmit((values) => props.onNext(values))}>
      <FormAlert message={form.alert} alertRef={form.alertRef} />
      <RadioGroup {...form.field('fulfillment')} label="Delivery method" optionsClassName="checkout__choices" optionClassName="checkout__choice" options={deliveryOptions(props.pickupAddress)} />
      {ship ? <ShippingAddressFields field={form.field} /> : null}
      <StepButtons onBack={props.onBack} nextLabel="Next" />
    </form>
  );
}

function PaymentStep(props: { showTestCards: boolean; tokenizerScriptUrl: string; values: PaymentValues; onBack: () => void; onNext: (values: PaymentValues, token: CardToken) => void }) {
  const form = useForm<{ payment: PaymentValues }>({
    idPrefix: 'join-payment',
    initialValues: { payment: props.values },
    schema: PaymentStepSchema,
    invalidMessage: CHECKOUT_MESSAGES.summary,
  });
  // The card goes to the gateway; the wizard keeps its token for the join.
  const submit = form.handleSubmit(async (values) => {
    const result = await tokenizeCard(props.tokenizerScriptUrl, values.payment);
    if (!result.ok) return { message: result.message, errors: result.errors ?? {} };
    props.onNext(values.payment, result.token);
    return STAY_BUSY;
  });
  return (
    <form ref={form.formRef} className="join-wizard__form checkout__payment" noValidate onSubmit={submit}>
      <FormAlert message={form.alert} alertRef={form.alertRef} />
      <CardFields field={form.field} showTestCards={props.showTestCards} />
      <StepButtons onBack={props.onBack} nextLabel={form.busy ? 'Checking the card…' : 'Review'} busy={form.busy} />
    </form>
  );
}

function ReviewStep(props: {
  club: JoinClub;
  discountPercent: number;
  pickupAddress: string;
  delivery: DeliveryValues;
  card: CardToken;
  onBack: () => void;
  onSignedOut: () => void;
  onJoined: (receiptUrl: string, membershipId: string | undefined) => void;
}) {
  const { club, delivery, card } = props;
  const form = useForm<Record<string, never>>({ idPrefix: 'join-review', initialValues: {} });
  const submit = form.handleSubmit(async () => {
    const result = await postJson(
      '/api/club-memberships',
      { club: club.slug, ...deliveryInput(delivery), payment: card, ...(club.frequency ? { frequency: club.frequency } : {}) },
      { failed: JOIN_MESSAGES.failed, offline: JOIN_MESSAGES.offline },
    );
    if (result.ok) {
      const body = result.body as { receiptUrl?: unknown; membership?: { id?: unknown } } | null;
      if (typeof body?.receiptUrl === 'string') {
        props.onJoined(body.receiptUrl, typeof body.membership?.id === 'string' ? body.membership.id : undefined);
        return STAY_BUSY;
      }
      return { message: JOIN_MESSAGES.failed, errors: {} };
    }
    if (result.status === 401) {
      props.onSignedOut();
      return;
    }
    return { message: result.message, errors: result.errors };
  });
  const address = delivery.shipTo;
  return (
    <form ref={form.formRef} className="join-wizard__form join-wizard__review" noValidate onSubmit={submit}>
      <FormAlert message={form.alert} alertRef={form.alertRef} />
      <dl className="join-wizard__summary">
        <div>
          <dt>Club</dt>
          <dd>{club.title}</dd>
        </div>
        <div>
          <dt>Bottles per shipment</dt>
          <dd>{club.bottles}</dd>
        </div>
        {club.frequency ? (
          <div>
            <dt>Frequency</dt>
            <dd>{club.frequency}</dd>
          </div>
        ) : null}
        <div>
          <dt>Estimated Price Per Shipment</dt>
          <dd>{club.estimatedPrice}</dd>
        </div>
        <div>
          <dt>Member discount</dt>
          <dd>{props.discountPercent}%</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>
            {delivery.fulfillment === 'pickup'
              ? `Pick up at the winery: ${props.pickupAddress}`
              : `Ship to ${address.firstName} ${address.lastName}, ${address.address}${address.address2 ? `, ${address.address2}` : ''}, ${address.city}, ${address.stateCode} ${address.zipCode}`}
          </dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>
            {card.cardHolderName} {maskCard(card.maskedCardNumber)}
          </dd>
        </div>
      </dl>
      <StepButtons onBack={props.onBack} nextLabel={form.busy ? 'Joining…' : 'Join'} busy={form.busy} />
    </form>
  );
}
