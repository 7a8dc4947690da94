import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { OrderConfirmationPageProps } from '#server/orders/orders.pages';
import { route } from '#server/storefront-route-table';
import { CheckCircleIcon, InfoCircleIcon } from '#js/components/icons';
import { ProductImage } from '#js/components/storefront/product-image';
import { formatDate, useTranslation } from '#js/i18n';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';

// The order confirmation page (storefront §2 "Order confirmation page"): 'Quote Request Received' for check,
// otherwise 'Order Confirmed'; the status badge is green from status 6 (paid or complete), else informational.

const PLACED_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid={testId} aria-label={title}>
      <h2 className="text-lg font-extrabold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-3 text-base' : ''}`} data-testid={testId}>
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'text-xl font-extrabold text-slate-900' : 'font-semibold text-slate-900'}`}>{value}</dd>
    </div>
  );
}

export default function OrderConfirmationPage({ order }: OrderConfirmationPageProps) {
  const { t, locale } = useTranslation();
  const isQuote = order.payment_type === 'check';
  const heading = isQuote ? t('Quote Request Received') : t('Order Confirmed');
  const shippingName = [order.shipping_first_name, order.shipping_last_name].filter(Boolean).join(' ');

  return (
    <>
      <Head title={heading} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <div className="text-center">
            <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${isQuote ? 'bg-brand-100 text-brand-700' : 'bg-emerald-100 text-emerald-700'}`}>
              {isQuote ? <InfoCircleIcon className="size-9" aria-hidden="true" /> : <CheckCircleIcon className="size-9" aria-hidden="true" />}
            </span>
            <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
            <p className="mx-auto mt-3 max-w-2xl text-slate-600">
              {isQuote
                ? t('Thank you. We will reply within 1-2 business days with your quote and how to pay by check.')
                : t('Thank you for your order. A confirmation has been sent to {{email}}.', { email: order.customer_email })}
            </p>
          </div>

          <div className="mt-10 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="space-y-6">
              <Card title={t('Order Details')} testId="order-details">
                <dl className="grid gap-4 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-500">{t('Order number')}</dt>
                    <dd className="font-bold text-slate-900" data-testid="order-number">
                      #{order.order_number}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('Placed')}</dt>
                    <dd className="font-semibold text-slate-900">{formatDate(order.created_at, locale, PLACED_FORMAT)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t('Status')}</dt>
                    <dd>
                      <span
                        data-testid="order-status"
                        data-tone={order.status_id >= 6 ? 'success' : 'info'}
                        className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${
                          order.status_id >= 6 ? 'bg-emerald-100 text-emerald-800' : 'bg-sky-100 text-sky-800'
                        }`}
                      >
                        {order.order_status}
                      </span>
                    </dd>
                  </div>
                </dl>
              </Card>

              <Card title={t('Products Ordered')} testId="products-ordered">
                <ul className="divide-y divide-slate-100">
                  {order.items.map((item, index) => (
                    <li key={`${item.title}-${index}`} className="flex items-center gap-4 py-3">
                      <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-brand-50">
                        <ProductImage src={item.image} className="h-full w-full object-cover" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">
                          {item.renewal_label ?? item.title}
                        </span>
                        {item.subtitle ? <span className="block text-sm text-slate-500">{item.subtitle}</span> : null}
                        <span className="block text-sm text-slate-600">
                          {t('Qty {{qty}}', { qty: item.qty })} × {formatMoney(item.price)}
                        </span>
                      </span>
                      <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(item.total)}</span>
                    </li>
                  ))}
                </ul>
              </Card>

              <div className="grid gap-6 sm:grid-cols-2">
                <Card title={t('Shipping Address')} testId="shipping-address">
                  {order.shipping_street ? (
                    <address className="text-sm leading-relaxed text-slate-700 not-italic">
                      {shippingName ? <span className="block font-semibold text-slate-900">{shippingName}</span> : null}
                      <span className="block">{order.shipping_street}</span>
                      <span className="block">
                        {order.shipping_city}, {order.shipping_state} {order.shipping_zip_code}
                      </span>
                      {order.shipping_country ? <span className="block">{order.shipping_country}</span> : null}
                    </address>
                  ) : (
                    <p className="text-sm text-slate-600">{t('No shipping address is needed for this order.')}</p>
                  )}
                </Card>
                <Card title={t('Payment Method')} testId="payment-method">
                  <p className="text-sm font-semibold text-slate-900">{order.payment_method}</p>
                </Card>
              </div>
            </div>

            <Card title={t('Payment Summary')} testId="payment-summary">
              <dl className="space-y-3 text-sm">
                <Row label={t('Subtotal')} value={formatMoney(order.sub_total)} />
                {order.total_discount > 0 ? (
                  <Row label={order.promo_code ? t('Discount ({{code}})', { code: order.promo_code }) : t('Discount')} value={`−${formatMoney(order.total_discount)}`} />
                ) : null}
                {order.tax_breakdown.length ? (
                  order.tax_breakdown.map((line, index) => <Row key={`${line.name}-${index}`} label={line.name} value={formatMoney(line.amount)} />)
                ) : (
                  <Row label={t('Tax')} value={formatMoney(order.total_tax)} />
                )}
                <Row label={t('Shipping')} value={formatMoney(order.shipping)} />
                <Row label={t('Total')} value={formatMoney(order.total)} strong testId="confirmation-total" />
              </dl>
            </Card>
          </div>

          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link href={route('client.home')} className={buttonClasses('primary', 'lg')}>
              {t('Continue Shopping')}
            </Link>
            <Link href={route('client.contact.us')} className={buttonClasses('secondary', 'lg')}>
              {t('Contact Support')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
