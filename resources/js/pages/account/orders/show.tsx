import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { OrderDetail } from '#server/orders/orders.service';
import { ArrowLeftIcon } from '#js/components/icons';
import { formatMoney } from '#js/lib/money';
import { formatShortDate } from './date-range-picker';
import { PurchaseOrderDialog } from './purchase-order-dialog';
import type { OrderShowPageProps } from '#server/orders/orders.pages';

export default function OrderShow({ order, variant, ordersUrl, purchaseOrderUrl }: OrderShowPageProps) {
  const { summary } = order;
  return (
    <>
      <Head title={`Order #${order.order_number}`} />
      <Link href={ordersUrl} className="mb-4 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        <ArrowLeftIcon className="size-4" /> Back to My Orders
      </Link>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Order #{order.order_number}</h1>
          <p className="mt-1 text-slate-600">Placed on {formatShortDate(order.purchase_date)}</p>
        </div>
        <span className={`rounded-full px-3 py-1.5 text-sm font-semibold ${order.is_paid ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-800'}`}>
          {order.status_name}
        </span>
      </header>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {variant === 'organization' ? <PurchaseOrderSection order={order} url={purchaseOrderUrl} /> : null}

          <Card title="Items">
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <li key={item.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-20">
                    {item.image ? <img src={item.image} alt="" className="size-full object-cover" /> : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {item.title}
                      {item.kind === 'renewal' ? <span className="ml-2 text-xs font-semibold text-brand-700">Licence renewal</span> : null}
                    </p>
                    {item.subtitle ? <p className="text-sm text-slate-600">{item.subtitle}</p> : null}
                    {item.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.description}</p> : null}
                    <p className="mt-1 text-sm text-slate-700">
                      {item.qty} × {formatMoney(item.price)}
                    </p>
                  </div>
                  <p className="font-semibold whitespace-nowrap text-slate-900">{formatMoney(item.total)}</p>
                </li>
              ))}
            </ul>
          </Card>

          <div className="grid gap-6 md:grid-cols-2">
            <Card title="Delivery Address">
              {order.delivery_address ? (
                <address className="text-slate-800 not-italic">
                  <span className="block font-semibold">{order.delivery_address.name}</span>
                  <span className="block">{order.delivery_address.street}</span>
                  <span className="block">
                    {order.delivery_address.city}, {order.delivery_address.state} {order.delivery_address.zip_code}
                  </span>
                  {order.delivery_address.phone ? <span className="mt-1 block text-sm text-slate-600">Phone: {formatPhoneNumber(order.delivery_address.phone)}</span> : null}
                </address>
              ) : (
                <p className="text-slate-600">No delivery address: nothing in this order is shipped.</p>
              )}
            </Card>
            <Card title="Payment Method">
              <p className="font-semibold text-slate-900">{order.payment_method}</p>
              <p className="mt-2 text-sm text-slate-600">
                Ordered by {order.purchaser.first_name} {order.purchaser.last_name}
                {order.purchaser.phone ? `, ${formatPhoneNumber(order.purchaser.phone)}` : ''}
              </p>
            </Card>
          </div>
        </div>

        <Card title="Summary" className="self-start">
          <dl className="space-y-2 text-sm">
            <SummaryRow label="Subtotal" value={formatMoney(summary.subtotal)} />
            {summary.discount > 0 ? <SummaryRow label={summary.promo_code ? `Discount (${summary.promo_code})` : 'Discount'} value={`−${formatMoney(summary.discount)}`} /> : null}
            <SummaryRow label="Shipping" value={formatMoney(summary.shipping)} />
            {summary.tax_lines.length > 0 ? (
              summary.tax_lines.map((line) => <SummaryRow key={line.name} label={line.name} value={formatMoney(line.amount)} />)
            ) : (
              <SummaryRow label="Tax" value={formatMoney(summary.tax)} />
            )}
            <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
              <dt>Total</dt>
              <dd>{formatMoney(summary.total)}</dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  );
}

function PurchaseOrderSection({ order, url }: { order: OrderDetail; url: string }) {
  const po = order.purchase_order;
  return (
    <Card title="Purchase Order">
      {po.po_number ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">PO Number</dt>
            <dd className="font-semibold text-slate-900">{po.po_number}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Submitted</dt>
            <dd className="font-semibold text-slate-900">{po.submitted_on ? formatShortDate(po.submitted_on) : '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">PO File</dt>
            <dd>
              {po.file_url ? (
                <a href={po.file_url} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  Download PO file
                </a>
              ) : (
                <span className="text-slate-600">No file attached</span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-prose text-slate-700">
            No purchase order yet. Add your PO number (and the PO document, if you have it) so we can process this order.
          </p>
          {order.can_add_purchase_order ? <PurchaseOrderDialog url={url} orderNumber={order.order_number} /> : null}
        </div>
      )}
    </Card>
  );
}

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 ${className}`}>
      <h2 className="mb-4 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-slate-700">
      <dt>{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function formatPhoneNumber(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
