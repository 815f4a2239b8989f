// The join wizard (an island on /join?club={slug}): account, delivery, payment, then
// review and join (POST /api/club-memberships). Each step is a kit form; the wizard keeps
// their values while the visitor moves back and forth, and keeps the step and the non-card
// fields in sessionStorage so a reload resumes where the visitor was. The card is typed
// here but goes only to the payment gateway's tokeniser (card-tokenizer.ts); the store
// receives its token. The typed card lives in memory only, so a decline keeps it.
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import { REGISTER_MESSAGES } from '../../commerce/rules/register.schema.ts';
import { seedSessionAtom, type SessionSnapshot } from '../../state/session.atoms.ts';
import { CheckboxField, FormAlert, TextField } from '../../ui/form/fields.tsx';
import { postJson } from '../../ui/form/json-client.ts';
import { STAY_BUSY, useForm } from '../../ui/form/use-form.ts';
import { useLazyComponent } from '../../ui/lazy/use-lazy-component.ts';
import type { CardToken } from '../../commerce/rules/card-token.schema.ts';
import { BirthDateField } from '../checkout/birth-date-field.tsx';
import type { LoginFormProps } from '../login/login-form.tsx';
import {
  emptyShipTo,
  JOIN_MESSAGES,
  JOIN_STEPS,
  progressKey,
  readProgress,
  registerSchema,
  type DeliveryValues,
  type PaymentValues,
  type RegisterValues,
  type SavedProgress,
  type StepNumber,
} from './join.rules.ts';
import type { LaterStepsProps } from './join-later-steps.tsx';
import { StepButtons } from './step-buttons.tsx';
import { refreshConsent } from '../../analytics/consent/index.ts';

// Parts a visitor may never reach, fetched when first wanted (src/ui/lazy/): the steps after
// the first, and the sign-in form for a visitor who has an account.
const loadLaterSteps = (): Promise<ComponentType<LaterStepsProps>> => import('./join-later-steps.tsx').then((m) => m.LaterSteps);
const loadLoginForm = (): Promise<ComponentType<LoginFormProps>> => import('../login/login-form.tsx').then((m) => m.LoginForm);

export type JoinClub = {
  slug: string;
  title: string;
  type: 'Traditional' | 'Subscription';
  membershipType: string;
  bottles: number;
  /** "$260–$280" or "$330". */
  estimatedPrice: string;
  /** Subscriptions: Commerce7's frequency, e.g. "Every 2 Months". */
  frequency: string | null;
};

export type JoinAccount = { firstName: string; lastName: string; email: string };

export type JoinWizardProps = {
  club: JoinClub;
  customer: JoinAccount | null;
  /** The visitor passed the age gate: not asked again in words (the date of birth still is). */
  ageConfirmed: boolean;
  birthDateMax: string;
  birthDateMin: string;
  showTestCards: boolean;
  /** The payment gateway's browser tokeniser (PAYMENT_TOKENIZER_SCRIPT_URL). */
  tokenizerScriptUrl: string;
  pickupAddress: string;
  discountPercent: number;
};

const EMPTY_PAYMENT: PaymentValues = { cardholderName: '', cardNumber: '', expiry: '', cvv: '' };
const EMPTY_REGISTER: RegisterValues = { firstName: '', lastName: '', email: '', password: '', birthDate: '', ageConfirmed: false };

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function JoinWizard(props: JoinWizardProps) {
  const { club } = props;
  const seedSession = useSetAtom(seedSessionAtom);
  const [account, setAccount] = useState<JoinAccount | null>(props.customer);
  const [step, setStep] = useState<StepNumber>(1);
  const [delivery, setDelivery] = useState<DeliveryValues>(() => ({ fulfillment: 'ship', shipTo: emptyShipTo(props.customer?.firstName, props.customer?.lastName) }));
  const [payment, setPayment] = useState<PaymentValues | null>(null);
  const [card, setCard] = useState<CardToken | null>(null);
  const [register, setRegister] = useState<RegisterValues>(EMPTY_REGISTER);
  const [stepAlert, setStepAlert] = useState('');
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const isSubscriptionFlow = club.type === 'Subscription';
  const LaterSteps = useLazyComponent(loadLaterSteps, step > 1, 'join-steps');

  // Resume after a reload (in an effect: the server rendered step 1 and hydration must match).
  useEffect(() => {
    const saved = readProgress(storage()?.getItem(progressKey(club.slug)) ?? null);
    if (saved) {
      if (saved.delivery) setDelivery(saved.delivery);
      if (saved.register) setRegister({ ...EMPTY_REGISTER, ...saved.register, password: '' });
      // Signed out since, or no card in memory: go back as far as needed.
      const step = !props.customer ? 1 : saved.step === 4 ? 3 : saved.step === 1 ? 2 : saved.step;
      setStep(step);
    } else if (props.customer) {
      setStep(2);
    }
    setRestored(true);
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored) return;
    const progress: SavedProgress = {
      step,
      delivery,
      register: { firstName: register.firstName, lastName: register.lastName, email: register.email, birthDate: register.birthDate, ageConfirmed: register.ageConfirmed },
    };
    try {
      storage()?.setItem(progressKey(club.slug), JSON.stringify(progress));
    } catch {
      // Private mode or full: progress is simply not kept.
    }
  }, [restored, step, delivery, register, club.slug]);

  useEffect(() => {
    if (!restored) return;
    pushDataLayer(JOIN_STEPS[step - 1]!.event, { isSubscriptionFlow, type: club.membershipType, club: club.slug });
    if (moved.current) headingRef.current?.focus();
  }, [restored, step, isSubscriptionFlow, club.membershipType, club.slug]);

  function goTo(next: StepNumber) {
    pushDataLayer('wizardNavigation', { from: step, to: next, isSubscriptionFlow, type: club.membershipType });
    moved.current = true;
    setStep(next);
  }

  function signedIn(snapshot: SessionSnapshot) {
    seedSession(snapshot);
    if (snapshot.customer) {
      const customer = snapshot.customer;
      const firstName = customer.firstName ?? '';
      const lastName = customer.lastName ?? '';
      setAccount({ firstName, lastName, email: customer.email });
      setDelivery((current) => (current.shipTo.firstName || current.shipTo.lastName ? current : { ...current, shipTo: { ...current.shipTo, firstName, lastName } }));
    }
    setStepAlert('');
    goTo(2);
  }

  const heading = (
    <h2 className="join-wizard__heading" id="join-step-heading" tabIndex={-1} ref={headingRef}>
      {`Step ${step} of 4: ${JOIN_STEPS[step - 1]!.title}`}
    </h2>
  );

  return (
    <div className="join-wizard">
      <ol className="join-wizard__steps" aria-label="Joining steps">
        {JOIN_STEPS.map((s, index) => (
          <li key={s.event} className="join-wizard__step" aria-current={index + 1 === step ? 'step' : undefined}>
            <span className="join-wizard__step-number">{index + 1}</span> {s.title}
          </li>
        ))}
      </ol>
      <section className="join-wizard__panel" aria-labelledby="join-step-heading">
        {heading}
        {step > 1 && account ? <p className="join-wizard__who">{`Signed in as ${account.firstName} ${account.lastName} (${account.email}).`}</p> : null}
        {step === 1 ? (
          <AccountStep
            key={restored ? 'restored' : 'server'}
            {...props}
            account={account}
            alert={stepAlert}
            register={register}
            onRegisterChange={setRegister}
            onSignedIn={signedIn}
            onNext={() => goTo(2)}
          />
        ) : null}
        {step > 1 && LaterSteps ? (
          <LaterSteps
            step={step as 2 | 3 | 4}
            club={club}
            isSubscriptionFlow={isSubscriptionFlow}
            discountPercent={props.discountPercent}
            pickupAddress={props.pickupAddress}
            showTestCards={props.showTestCards}
            tokenizerScriptUrl={props.tokenizerScriptUrl}
            delivery={delivery}
            payment={payment ?? { ...EMPTY_PAYMENT, cardholderName: account ? `${account.firstName} ${account.lastName}`.trim() : '' }}
            card={card}
            onBack={() => goTo((step - 1) as StepNumber)}
            onDelivery={(values) => {
              setDelivery(values);
              goTo(3);
            }}
            onPayment={(values, token) => {
              setPayment(values);
              setCard(token);
              goTo(4);
            }}
            onSignedOut={() => {
              setAccount(null);
              setStepAlert(JOIN_MESSAGES.signInAgain);
              goTo(1);
            }}
            onJoined={(receiptUrl) => {
              storage()?.removeItem(progressKey(club.slug));
              location.assign(receiptUrl);
            }}
          />
        ) : null}
      </section>
    </div>
  );
}

function AccountStep(
  props: JoinWizardProps & {
    account: JoinAccount | null;
    alert: string;
    register: RegisterValues;
    onRegisterChange: (values: RegisterValues) => void;
    onSignedIn: (snapshot: SessionSnapshot) => void;
    onNext: () => void;
  },
) {
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const Login = useLazyComponent(loadLoginForm, mode === 'login', 'join-login');
  const form = useForm<RegisterValues>({
    idPrefix: 'join-register',
    initialValues: props.register,
    schema: registerSchema(!props.ageConfirmed),
    invalidMessage: CHECKOUT_MESSAGES.summary,
  });
  const { onRegisterChange } = props;
  const { firstName, lastName, email, birthDate, ageConfirmed } = form.values;
  useEffect(() => {
    onRegisterChange({ firstName, lastName, email, birthDate, ageConfirmed, password: '' });
  }, [firstName, lastName, email, birthDate, ageConfirmed, onRegisterChange]);

  if (props.account) {
    return (
      <form
        className="join-wizard__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onNext();
        }}
      >
        <p className="join-wizard__who">
          Signed in as {props.account.firstName} {props.account.lastName} ({props.account.email}).
        </p>
        <StepButtons nextLabel="Next" />
      </form>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    const { ageConfirmed: _confirmed, ...body } = values;
    const result = await postJson('/api/customer/register', body, { failed: REGISTER_MESSAGES.unavailable });
    if (result.ok) {
      // The new account took this browser's consent (routes/customer.ts); nothing changes here, but say so if it did.
      refreshConsent();
      props.onSignedIn(result.body as SessionSnapshot);
      return STAY_BUSY;
    }
    if (result.status === 409) return { message: REGISTER_MESSAGES.emailTaken, errors: {} };
    return result;
  });

  return (
    <div className="join-wizard__account">
      {props.alert ? (
        <p className="form-alert join-wizard__alert" role="alert">
          {props.alert}
        </p>
      ) : null}
      <div hidden={mode !== 'register'}>
        <form ref={form.formRef} className="join-wizard__form join-wizard__register" noValidate onSubmit={submit} aria-labelledby="join-register-title">
          <h3 id="join-register-title">Create an account</h3>
          <FormAlert message={form.alert} alertRef={form.alertRef}>
            {form.alert === REGISTER_MESSAGES.emailTaken ? (
              <>
                {' '}
                <button type="button" className="link-button" onClick={() => setMode('login')}>
                  Sign in
                </button>
              </>
            ) : null}
          </FormAlert>
          <p className="form-required-note">* Denotes a required field</p>
          <TextField {...form.field('firstName')} label="First name*" required autoComplete="given-name" maxLength={100} />
          <TextField {...form.field('lastName')} label="Last name*" required autoComplete="family-name" maxLength={100} />
          <TextField {...form.field('email')} label="Email*" required type="email" autoComplete="email" inputMode="email" maxLength={254} />
          <TextField {...form.field('password')} label="Password*" required type="password" autoComplete="new-password" maxLength={200} hint="At least 8 characters." />
          <BirthDateField field={form.field} min={props.birthDateMin} max={props.birthDateMax} hint="You must be at least 21 years old to join." />
          {props.ageConfirmed ? null : <CheckboxField {...form.field('ageConfirmed')} label="I confirm that I am at least 21 years old" required />}
          <StepButtons nextLabel={form.busy ? 'Creating your account…' : 'Create account and continue'} busy={form.busy} />
        </form>
        <p className="join-wizard__switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={() => setMode('login')}>
            Sign in
          </button>
        </p>
      </div>
      <div hidden={mode !== 'login'}>
        {Login ? <Login idPrefix="join-login" onSuccess={props.onSignedIn} /> : null}
        <p className="join-wizard__switch">
          New here?{' '}
          <button type="button" className="link-button" onClick={() => setMode('register')}>
            Create an account
          </button>
        </p>
      </div>
    </div>
  );
}
