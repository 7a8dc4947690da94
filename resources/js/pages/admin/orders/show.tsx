import { Head, Link, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { AdminOrderAddress, AdminOrderPageProps } from '#server/admin/order-detail.pages';
import { AuditTrail } from '#js/components/admin/audit-trail';
import { formatCents, orderStatusTone, StatusBadge } from '#js/components/admin/list-controls';
import { buttonClasses } from '#js/components/ui/button-classes';
import { CancelPanel, FulfilmentPanel, RecordPaymentPanel, RefundPanel, ResendConfirmationPanel, WithdrawPaymentButton } from './order-action-panels';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Address({ address }: { address: AdminOrderAddress }) {
  return (
    <address className="text-sm text-slate-700 not-italic">
      <span className="font-medium text-slate-900">{address.name}</span>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {address.phone ? <span className="block">Phone: {address.phone}</span> : null}
    </address>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order as staff see it: lines, customer, payments, documents, history, and the actions its state allows. */
export default function AdminOrderShow({ order, customer, shipping_address, lines, payments, status_history, licences, emails, audit_trail, actions }: AdminOrderPageProps) {
  const { flash } = usePage();
  const expected = order.status_id;
  const hasActions = Boolean(actions.record_payment || actions.refund || actions.cancel || actions.fulfilment || actions.resend_confirmation);

  return (
    <>
      <Head title={`Order #${order.order_number}`} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">Order #{order.order_number}</h1>
        <StatusBadge tone={orderStatusTone(order.status_id)}>{order.status_name}</StatusBadge>
        {actions.quote ? (
          <span className="ml-auto flex flex-wrap gap-2">
            <a href={actions.quote.print_url} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
              Quote (print view)
            </a>
            <a href={actions.quote.pdf_url} className={buttonClasses('secondary', 'sm')}>
              Quote PDF
            </a>
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Placed {order.placed_at_label}
        {order.paid_at_label ? ` · paid ${order.paid_at_label}` : ''} · {order.payment_type_label}
      </p>

      {flash.success || flash.error || flash.info ? (
        <p
          role={flash.error ? 'alert' : 'status'}
          className={
            'mt-4 rounded-lg border px-4 py-2.5 text-sm font-medium ' +
            (flash.error ? 'border-red-200 bg-red-50 text-red-800' : flash.success ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-sky-200 bg-sky-50 text-sky-800')
          }
        >
          {flash.error ?? flash.success ?? flash.info}
        </p>
      ) : null}

      <div className="mt-5 grid grid-cols-1 gap-4 xl:grid-cols-3">
        <div className="min-w-0 space-y-4 xl:col-span-2">
          <Card title="Lines">
            <div className="relative overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Order lines</caption>
                <thead className="text-slate-600">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Item
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Qty
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Unit
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Total
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right font-semibold">
                      Refunded
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {lines.map((line) => (
                    <tr key={line.id}>
                      <td className="py-2 pr-3">
                        <span className="font-medium text-slate-900">{line.title}</span>
                        <span className="block text-xs text-slate-500">
                          {[line.sku, line.kind === 'renewal' ? 'Renewal' : null, line.is_licensed ? 'Licensed' : null, line.is_hard_copy ? 'Ships' : null].filter(Boolean).join(' · ')}
                        </span>
                      </td>
                      <td className="px-3 py-2 text-right">{line.qty}</td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(line.unit_price_cents)}</td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(line.line_total_cents)}</td>
                      <td className="py-2 pl-3 text-right whitespace-nowrap">{line.refunded_cents > 0 ? formatCents(line.refunded_cents) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-3 ml-auto max-w-xs space-y-1 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600">Subtotal</dt>
                <dd>{formatCents(order.sub_total_cents)}</dd>
              </div>
              {order.discount_cents > 0 ? (
                <div className="flex justify-between">
                  <dt className="text-slate-600">Discount{order.promo_code ? ` (${order.promo_code})` : ''}</dt>
                  <dd>−{formatCents(order.discount_cents)}</dd>
                </div>
              ) : null}
              {order.tax_lines.length > 0 ? (
                order.tax_lines.map((tax) => (
                  <div key={tax.name} className="flex justify-between">
                    <dt className="text-slate-600">{tax.name}</dt>
                    <dd>{formatCents(tax.amount_cents)}</dd>
                  </div>
                ))
              ) : (
                <div className="flex justify-between">
                  <dt className="text-slate-600">Tax</dt>
                  <dd>{formatCents(order.tax_cents)}</dd>
                </div>
              )}
              <div className="flex justify-between">
                <dt className="text-slate-600">Shipping</dt>
                <dd>{formatCents(order.shipping_cents)}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-1 font-bold">
                <dt>Total</dt>
                <dd>{formatCents(order.total_cents)}</dd>
              </div>
              {order.refunded_cents > 0 ? (
                <div className="flex justify-between text-red-800">
                  <dt>Refunded</dt>
                  <dd>−{formatCents(order.refunded_cents)}</dd>
                </div>
              ) : null}
            </dl>
          </Card>

          <Card title="Payments">
            {payments.length === 0 ? (
              <p className="text-sm text-slate-600">No payments recorded.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p>
                        <span className="font-semibold capitalize">{payment.kind}</span> · {payment.provider} · <span className="font-semibold">{formatCents(payment.amount_cents)}</span> ·{' '}
                        <StatusBadge tone={payment.status === 'succeeded' ? 'green' : payment.status === 'failed' || payment.status === 'disputed' ? 'red' : 'amber'}>{payment.status}</StatusBadge>
                      </p>
                      <p className="text-xs break-all text-slate-500">
                        {payment.provider_reference ? `Reference ${payment.provider_reference}` : 'No provider reference'}
                        {payment.check_number ? ` · check #${payment.check_number}` : ''}
                        {payment.received_on ? ` · received ${payment.received_on}` : ''}
                        {payment.recorded_by ? ` · by ${payment.recorded_by}` : ''} · {payment.created_at_label}
                      </p>
                      {payment.failure_message ? <p className="text-xs text-red-700">{payment.failure_message}</p> : null}
                    </div>
                    {payment.can_withdraw && actions.withdraw_payment ? <WithdrawPaymentButton url={actions.withdraw_payment.url} payment={payment} expectedStatus={expected} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>

          {hasActions ? (
            <section aria-labelledby="actions-heading" className="space-y-3">
              <h2 id="actions-heading" className="text-base font-bold text-slate-900">
                Actions
              </h2>
              {actions.record_payment ? <RecordPaymentPanel action={actions.record_payment} expectedStatus={expected} /> : null}
              {actions.fulfilment ? <FulfilmentPanel action={actions.fulfilment} expectedStatus={expected} /> : null}
              {actions.refund ? <RefundPanel action={actions.refund} lines={lines} expectedStatus={expected} /> : null}
              {actions.cancel ? <CancelPanel action={actions.cancel} expectedStatus={expected} /> : null}
              {actions.resend_confirmation ? <ResendConfirmationPanel action={actions.resend_confirmation} expectedStatus={expected} /> : null}
            </section>
          ) : null}

          <Card title="Status history">
            {status_history.length === 0 ? (
              <p className="text-sm text-slate-600">No status changes recorded.</p>
            ) : (
              <ol className="space-y-1.5 text-sm">
                {status_history.map((change) => (
                  <li key={change.id}>
                    <span className="text-slate-500">{change.at_label}</span> · {change.from_status ? `${change.from_status} → ` : ''}
                    <span className="font-semibold">{change.to_status}</span>
                    {change.actor_name ? <span className="text-slate-600"> by {change.actor_name}</span> : null}
                    {change.note ? <span className="block text-xs text-slate-500">{change.note}</span> : null}
                  </li>
                ))}
              </ol>
            )}
          </Card>

          <Card title="Staff actions on this order">
            <AuditTrail events={audit_trail} />
          </Card>
        </div>

        <div className="min-w-0 space-y-4">
          <Card title="Customer">
            <p className="text-sm">
              <Link href={customer.url} className="font-semibold text-brand-800 hover:underline">
                {customer.name || customer.email}
              </Link>
              <span className="block text-slate-600">{customer.account_type_label}</span>
              {customer.organization ? <span className="block text-slate-700">{customer.organization}</span> : null}
              <a href={`mailto:${customer.email}`} className="block break-all text-slate-700 hover:underline">
                {customer.email}
              </a>
              {customer.phone ? <span className="block text-slate-700">{customer.phone}</span> : null}
            </p>
            {customer.placed_by ? (
              <p className="mt-2 text-sm text-slate-600">
                Placed by{' '}
                <Link href={customer.placed_by.url} className="font-medium text-brand-800 hover:underline">
                  {customer.placed_by.name}
                </Link>{' '}
                ({customer.placed_by.email})
              </p>
            ) : null}
          </Card>

          <Card title="Addresses">
            <div className="space-y-3">
              <div>
                <h3 className="text-xs font-bold tracking-wide text-slate-500 uppercase">Shipping</h3>
                {shipping_address ? <Address address={shipping_address} /> : <p className="text-sm text-slate-600">No shipping address (nothing in this order ships).</p>}
              </div>
              {customer.account_address ? (
                <div>
                  <h3 className="text-xs font-bold tracking-wide text-slate-500 uppercase">Account address</h3>
                  <Address address={customer.account_address} />
                </div>
              ) : null}
            </div>
          </Card>

          <Card title="Purchase order & fulfilment">
            <Facts
              rows={[
                ['PO number', order.po_number ?? '—'],
                [
                  'PO file',
                  order.po_file_url ? (
                    <a href={order.po_file_url} target="_blank" rel="noopener" className="font-medium text-brand-800 hover:underline">
                      Open the PO file
                    </a>
                  ) : (
                    '—'
                  ),
                ],
                ...(order.po_submitted_at_label ? ([['PO added', order.po_submitted_at_label]] as [string, ReactNode][]) : []),
                ['Card', order.card ?? '—'],
                ['Provider', order.payment_provider ?? '—'],
                ...(order.has_physical_items
                  ? ([
                      ['Carrier', order.shipping_carrier ?? '—'],
                      ['Tracking', order.tracking_number ?? '—'],
                      ['Shipped', order.shipped_at_label ?? '—'],
                    ] as [string, ReactNode][])
                  : []),
                ...(order.completed_at_label ? ([['Completed', order.completed_at_label]] as [string, ReactNode][]) : []),
                ...(order.cancelled_at_label ? ([['Cancelled', order.cancelled_at_label]] as [string, ReactNode][]) : []),
                ...(order.refunded_at_label ? ([['Refunded', order.refunded_at_label]] as [string, ReactNode][]) : []),
              ]}
            />
          </Card>

          <Card title="Licences">
            {licences.length === 0 ? (
              <p className="text-sm text-slate-600">No licences from this order.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {licences.map((licence) => (
                  <li key={licence.id}>
                    <span className="font-medium text-slate-900">{licence.product_title}</span>{' '}
                    <StatusBadge tone={licence.status !== 'active' ? 'red' : licence.is_expired ? 'slate' : 'green'}>{licence.status !== 'active' ? licence.status : licence.is_expired ? 'expired' : 'active'}</StatusBadge>
                    <span className="block text-xs text-slate-500">
                      {licence.owner_name} · {licence.starts_label} – {licence.expires_label}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card title="E-mails sent">
            {emails.length === 0 ? (
              <p className="text-sm text-slate-600">No e-mails recorded for this order.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {emails.map((email) => (
                  <li key={email.id}>
                    <span className="font-medium text-slate-900">{email.subject}</span>
                    <span className="block text-xs break-all text-slate-500">
                      {email.kind} · to {email.to_address} · {email.sent_at_label}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
