// /profile/order-lookup: a guest finds an order by the e-mail it was placed with and its
// number (GET /api/orders/lookup). What it shows is the limited order: items, totals and
// status, never an address or a card. Misses and the lockout after ten of them are the
// API's words, shown in the form's alert with what was typed kept.
import { useEffect, useRef, useState } from 'react';
import { OrderLookupSchema, ORDER_LOOKUP_MESSAGES } from '../../commerce/rules/orders.schema.ts';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import type { Order } from '../../commerce/types.ts';
import { orderTypeLabel } from '../../commerce/rules/order-type.ts';
import { longDate } from '../../ui/date/format.ts';
import { FormAlert, TextField } from '../../ui/form/fields.tsx';
import { getJson } from '../../ui/form/json-client.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { OrderLines } from '../checkout/order-lines.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

type LookupValues = { email: string; orderNumber: string };

export function OrderLookup() {
  const [order, setOrder] = useState<Order | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<LookupValues>({
    idPrefix: 'order-lookup',
    initialValues: { email: '', orderNumber: '' },
    schema: OrderLookupSchema,
    invalidMessage: CHECKOUT_MESSAGES.summary,
  });

  useEffect(() => {
    if (order) resultRef.current?.focus();
  }, [order]);

  const submit = form.handleSubmit(async (values) => {
    setOrder(null);
    const query = new URLSearchParams({ email: values.email.trim(), orderNumber: values.orderNumber.trim() });
    const result = await getJson(`/api/orders/lookup?${query}`, { failed: ORDER_LOOKUP_MESSAGES.unavailable });
    if (!result.ok) return result;
    const found = (result.body as { order?: Order } | null)?.order;
    if (!found) return { message: ORDER_LOOKUP_MESSAGES.unavailable, errors: {} };
    setOrder(found);
  });

  const placed = order ? longDate(order.submittedAt) : null;
  return (
    <div className="order-lookup">
      <form ref={form.formRef} className="order-lookup__form" noValidate onSubmit={submit} aria-label="Find an order">
        <FormAlert message={form.alert} alertRef={form.alertRef} />
        <TextField {...form.field('email')} label="Email address*" required type="email" autoComplete="email" maxLength={254} />
        <TextField {...form.field('orderNumber')} label="Order number*" required inputMode="numeric" maxLength={10} hint="On your confirmation e-mail, e.g. #1007" />
        <p>
          <button type="submit" className={buttonClassName()} disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? 'Looking…' : 'Find my order'}
          </button>
        </p>
      </form>
      {order ? (
        <section className="receipt order-lookup__result" aria-labelledby="order-lookup-result">
          <h2 id="order-lookup-result" tabIndex={-1} ref={resultRef} className="receipt__title">
            {`Order #${order.orderNumber}`}
          </h2>
          {/* Spec 3 "Order types": a refund, an exchange... says so; a regular order has no label. */}
          {orderTypeLabel(order.purchaseType) ? <p className="order-type">{orderTypeLabel(order.purchaseType)}</p> : null}
          <p className="receipt__number">
            {order.fulfillmentStatus}
            {placed ? ` · placed ${placed}` : ''}
          </p>
          <OrderLines order={order} />
          <p className="order-lookup__private">For your privacy, addresses and payment details are shown only when you sign in.</p>
        </section>
      ) : null}
    </div>
  );
}
