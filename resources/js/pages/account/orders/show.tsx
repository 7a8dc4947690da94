import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { OrderDetail } from '#server/orders/orders.service';
import { ArrowLeftIcon } from '#js/components/icons';
import { formatMoney } from '#js/lib/money';
import { useTranslation } from '#js/i18n';
import { formatShortDate } from './date-range-picker';
import { PurchaseOrderDialog } from './purchase-order-dialog';
import type { OrderShowPageProps } from '#server/orders/orders.pages';

export default function OrderShow({ order, variant, ordersUrl, purchaseOrderUrl, quotePdfUrl }: OrderShowPageProps) {
  const { t, locale } = useTranslation();
  const { summary } = order;
  return (
    <>
      <Head title={t('Order #{{number}}', { number: order.order_number })} />
      <Link href={ordersUrl} className="mb-4 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        <ArrowLeftIcon className="size-4" /> {t('Back to My Orders')}
      </Link>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('Order #{{number}}', { number: order.order_number })}</h1>
          <p className="mt-1 text-slate-600">{t('Placed on {{date}}', { date: formatShortDate(order.purchase_date, locale) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {quotePdfUrl ? (
            <a href={quotePdfUrl} download className="rounded-full border border-brand-200 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900">
              {order.is_paid ? t('Download invoice (PDF)') : t('Download quote (PDF)')}
            </a>
          ) : null}
          <span className={`rounded-full px-3 py-1.5 text-sm font-semibold ${order.is_paid ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-800'}`}>
            {order.status_name}
          </span>
        </div>
      </header>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {variant === 'organization' ? <PurchaseOrderSection order={order} url={purchaseOrderUrl} /> : null}

          <Card title={t('Items')}>
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <li key={item.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-20">
                    {item.image ? <img src={item.image} alt="" className="size-full object-cover" /> : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {item.title}
                      {item.kind === 'renewal' ? <span className="ml-2 text-xs font-semibold text-brand-700">{t('Licence renewal')}</span> : null}
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
            <Card title={t('Delivery Address')}>
              {order.delivery_address ? (
                <address className="text-slate-800 not-italic">
                  <span className="block font-semibold">{order.delivery_address.name}</span>
                  <span className="block">{order.delivery_address.street}</span>
                  <span className="block">
                    {order.delivery_address.city}, {order.delivery_address.state} {order.delivery_address.zip_code}
                  </span>
                  {order.delivery_address.phone ? <span className="mt-1 block text-sm text-slate-600">{t('Phone: {{phone}}', { phone: formatPhoneNumber(order.delivery_address.phone) })}</span> : null}
                </address>
              ) : (
                <p className="text-slate-600">{t('No delivery address: nothing in this order is shipped.')}</p>
              )}
            </Card>
            <Card title={t('Payment Method')}>
              <p className="font-semibold text-slate-900">{order.payment_method}</p>
              <p className="mt-2 text-sm text-slate-600">
                {t('Ordered by {{name}}', { name: `${order.purchaser.first_name} ${order.purchaser.last_name}` })}
                {order.purchaser.phone ? `, ${formatPhoneNumber(order.purchaser.phone)}` : ''}
              </p>
            </Card>
          </div>
        </div>

        <Card title={t('Summary')} className="self-start">
          <dl className="space-y-2 text-sm">
            <SummaryRow label={t('Subtotal')} value={formatMoney(summary.subtotal)} />
            {summary.discount > 0 ? <SummaryRow label={summary.promo_code ? t('Discount ({{code}})', { code: summary.promo_code }) : t('Discount')} value={`−${formatMoney(summary.discount)}`} /> : null}
            <SummaryRow label={t('Shipping')} value={formatMoney(summary.shipping)} />
            {summary.tax_lines.length > 0 ? (
              summary.tax_lines.map((line) => <SummaryRow key={line.name} label={line.name} value={formatMoney(line.amount)} />)
            ) : (
              <SummaryRow label={t('Tax')} value={formatMoney(summary.tax)} />
            )}
            <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
              <dt>{t('Total')}</dt>
              <dd>{formatMoney(summary.total)}</dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  );
}

function PurchaseOrderSection({ order, url }: { order: OrderDetail; url: string }) {
  const { t, locale } = useTranslation();
  const po = order.purchase_order;
  return (
    <Card title={t('Purchase Order')}>
      {po.po_number ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{t('PO Number')}</dt>
            <dd className="font-semibold text-slate-900">{po.po_number}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('Submitted')}</dt>
            <dd className="font-semibold text-slate-900">{po.submitted_on ? formatShortDate(po.submitted_on, locale) : '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('PO File')}</dt>
            <dd>
              {po.file_url ? (
                <a href={po.file_url} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {t('Download PO file')}
                </a>
              ) : (
                <span className="text-slate-600">{t('No file attached')}</span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-prose text-slate-700">
            {t('No purchase order yet. Add your PO number (and the PO document, if you have it) so we can process this order.')}
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
