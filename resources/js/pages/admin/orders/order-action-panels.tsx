import { useForm } from '@inertiajs/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminOrderActions, AdminOrderLine, AdminOrderPayment, FulfilmentAction } from '#server/admin/order-detail.pages';
import { formatCents } from '#js/components/admin/list-controls';
import { shopToday, useIdempotencyKey } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';

// The action panels of the staff order page. Each posts an Inertia form (JSON) to its contract route with the
// form's idempotency key and the status the page was opened on; the server answers 303 back with a flash message
// or the field errors. Only the panels the order's state allows are shown (the server checks again).

const centsToInput = (cents: number) => (cents / 100).toFixed(2);

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function FormError({ errors }: { errors: Record<string, string | undefined> }) {
  const general = errors.form ?? errors.expected_status ?? errors.idempotency_key;
  return general ? (
    <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {general}
    </p>
  ) : null;
}

/** A form whose only fields are the key and the expected status (cancel, resend, withdraw). */
function useStaffAction(expectedStatus: number, extra: Record<string, string | number> = {}) {
  const { key, renew } = useIdempotencyKey();
  const form = useForm({ ...extra });
  const submit = (url: string) => {
    form.transform((data) => ({ ...data, idempotency_key: key, expected_status: expectedStatus }));
    form.post(url, { preserveScroll: true, onSuccess: renew });
  };
  return { form, submit };
}

export function RecordPaymentPanel({ action, expectedStatus }: { action: NonNullable<AdminOrderActions['record_payment']>; expectedStatus: number }) {
  const { key, renew } = useIdempotencyKey();
  const form = useForm({ check_number: '', amount: centsToInput(action.suggested_amount_cents), received_on: shopToday() });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.transform((data) => ({ ...data, idempotency_key: key, expected_status: expectedStatus }));
    form.post(action.url, { preserveScroll: true, onSuccess: renew });
  }
  return (
    <Panel title="Record check payment" description={`The order total is ${formatCents(action.suggested_amount_cents)}. Recording the check marks the order paid and grants its licences from the day received.`}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <FormError errors={form.errors as Record<string, string | undefined>} />
        </div>
        <TextField label="Check number" required value={form.data.check_number} error={form.errors.check_number} onChange={(event) => form.setData('check_number', event.target.value)} />
        <TextField label="Amount ($)" required inputMode="decimal" value={form.data.amount} error={form.errors.amount} onChange={(event) => form.setData('amount', event.target.value)} />
        <TextField label="Received on" required type="date" value={form.data.received_on} error={form.errors.received_on} onChange={(event) => form.setData('received_on', event.target.value)} />
        <div className="sm:col-span-3">
          <button type="submit" disabled={form.processing} className={buttonClasses('primary', 'md')}>
            Record payment
          </button>
        </div>
      </form>
    </Panel>
  );
}

export function RefundPanel({ action, lines, expectedStatus }: { action: NonNullable<AdminOrderActions['refund']>; lines: AdminOrderLine[]; expectedStatus: number }) {
  const { key, renew } = useIdempotencyKey();
  const refundable = lines.filter((line) => line.refundable_cents > 0);
  const [byLine, setByLine] = useState(false);
  const form = useForm({ amount: '', lines: refundable.map((line) => ({ order_item_id: line.id, amount: '' })) });
  const errors = form.errors as Record<string, string | undefined>;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.transform((data) => ({
      ...(byLine
        ? { lines: data.lines.filter((line) => line.amount.trim() !== '').map((line) => ({ order_item_id: line.order_item_id, amount: line.amount.trim() })) }
        : data.amount.trim() === ''
          ? {}
          : { amount: data.amount.trim() }),
      idempotency_key: key,
      expected_status: expectedStatus,
    }));
    form.post(action.url, {
      preserveScroll: true,
      onSuccess: () => {
        renew();
        form.reset();
      },
    });
  }

  return (
    <Panel title="Refund" description={`Up to ${formatCents(action.refundable_cents)} can still be refunded, through the provider that took the money (a check order records a refund sent by check).`}>
      <form onSubmit={onSubmit} noValidate>
        <FormError errors={errors} />
        <fieldset className="mb-3 flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Refund by</legend>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="refund-kind" checked={!byLine} onChange={() => setByLine(false)} /> Whole order or an amount
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="refund-kind" checked={byLine} onChange={() => setByLine(true)} disabled={refundable.length === 0} /> By line
          </label>
        </fieldset>
        {byLine ? (
          <div className="space-y-2">
            {refundable.map((line, index) => (
              <div key={line.id} className="grid grid-cols-[minmax(0,1fr)_8rem] items-end gap-3">
                <p className="text-sm">
                  <span className="font-medium text-slate-900">{line.title}</span>
                  <span className="block text-xs text-slate-500">
                    up to {formatCents(line.refundable_cents)}
                    {line.refunded_cents > 0 ? ` (${formatCents(line.refunded_cents)} refunded)` : ''}
                  </span>
                </p>
                <TextField
                  label={`Amount ($) for ${line.title}`}
                  className="[&_label]:sr-only"
                  inputMode="decimal"
                  placeholder={centsToInput(line.refundable_cents)}
                  value={form.data.lines[index]?.amount ?? ''}
                  error={errors[`lines.${index}.amount`] ?? errors[`lines.${index}`]}
                  onChange={(event) => form.setData('lines', form.data.lines.map((entry, at) => (at === index ? { ...entry, amount: event.target.value } : entry)))}
                />
              </div>
            ))}
            {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
          </div>
        ) : (
          <TextField
            label="Amount ($)"
            hint="Leave empty to refund the whole remaining amount."
            inputMode="decimal"
            placeholder={centsToInput(action.refundable_cents)}
            value={form.data.amount}
            error={errors.amount}
            onChange={(event) => form.setData('amount', event.target.value)}
          />
        )}
        <button type="submit" disabled={form.processing} className={buttonClasses('danger', 'md', 'mt-3')}>
          Refund
        </button>
      </form>
    </Panel>
  );
}

const FULFILMENT_LABELS: Record<FulfilmentAction, string> = { processing: 'Mark as processing', shipped: 'Mark as shipped', completed: 'Mark as completed' };

export function FulfilmentPanel({ action, expectedStatus }: { action: NonNullable<AdminOrderActions['fulfilment']>; expectedStatus: number }) {
  const { key, renew } = useIdempotencyKey();
  const form = useForm({ action: action.next[0], carrier: '', tracking_number: '' });
  const errors = form.errors as Record<string, string | undefined>;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.transform((data) => ({
      action: data.action,
      ...(data.action === 'shipped' ? { carrier: data.carrier, tracking_number: data.tracking_number } : {}),
      idempotency_key: key,
      expected_status: expectedStatus,
    }));
    form.post(action.url, { preserveScroll: true, onSuccess: renew });
  }
  return (
    <Panel title="Fulfilment" description="Paid → Processing → Shipped (the customer gets the tracking link) → Completed.">
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormError errors={errors} />
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-1 text-sm font-semibold text-slate-800">Next step</legend>
            {action.next.map((step) => (
              <label key={step} className="inline-flex items-center gap-2">
                <input type="radio" name="fulfilment-action" value={step} checked={form.data.action === step} onChange={() => form.setData('action', step)} /> {FULFILMENT_LABELS[step]}
              </label>
            ))}
          </fieldset>
          {errors.action ? <p className="mt-1 text-sm text-red-700">{errors.action}</p> : null}
        </div>
        {form.data.action === 'shipped' ? (
          <>
            <TextField label="Carrier" required value={form.data.carrier} error={errors.carrier} onChange={(event) => form.setData('carrier', event.target.value)} />
            <TextField label="Tracking number" required value={form.data.tracking_number} error={errors.tracking_number} onChange={(event) => form.setData('tracking_number', event.target.value)} />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={form.processing} className={buttonClasses('primary', 'md')}>
            {FULFILMENT_LABELS[form.data.action]}
          </button>
        </div>
      </form>
    </Panel>
  );
}

export function CancelPanel({ action, expectedStatus }: { action: NonNullable<AdminOrderActions['cancel']>; expectedStatus: number }) {
  const { form, submit } = useStaffAction(expectedStatus);
  return (
    <Panel title="Cancel order" description="For an unpaid order: it releases its promo code use and grants no licences.">
      <FormError errors={form.errors as Record<string, string | undefined>} />
      <button
        type="button"
        disabled={form.processing}
        className={buttonClasses('danger', 'md')}
        onClick={() => (window.confirm('Cancel this order? This cannot be undone.') ? submit(action.url) : undefined)}
      >
        Cancel order
      </button>
    </Panel>
  );
}

export function ResendConfirmationPanel({ action, expectedStatus }: { action: NonNullable<AdminOrderActions['resend_confirmation']>; expectedStatus: number }) {
  const { form, submit } = useStaffAction(expectedStatus);
  return (
    <Panel title="Confirmation e-mail" description="Send the order confirmation to the customer again.">
      <FormError errors={form.errors as Record<string, string | undefined>} />
      <button type="button" disabled={form.processing} className={buttonClasses('secondary', 'md')} onClick={() => submit(action.url)}>
        Resend confirmation
      </button>
    </Panel>
  );
}

export function WithdrawPaymentButton({ url, payment, expectedStatus }: { url: string; payment: AdminOrderPayment; expectedStatus: number }) {
  const { form, submit } = useStaffAction(expectedStatus, { payment_id: payment.id });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        disabled={form.processing}
        className={buttonClasses('secondary', 'sm')}
        onClick={() => (window.confirm('Withdraw this pending payment? Its promo code use is released.') ? submit(url) : undefined)}
      >
        Withdraw<span className="sr-only"> payment {payment.id}</span>
      </button>
      {errors.payment_id || errors.form || errors.expected_status ? <span className="text-xs text-red-700">{errors.payment_id ?? errors.form ?? errors.expected_status}</span> : null}
    </span>
  );
}
