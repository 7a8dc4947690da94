import { Link } from '@inertiajs/react';
import type { PricingView } from '#server/pricing/pricing.schemas';
import { EffectiveAddressNote } from '#js/components/effective-address-note';
import { PricingLines, SummaryRow, TaxExemptionNote } from '#js/components/pricing-lines';
import { route } from '#server/storefront-route-table';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';
import { formatMoney } from '#js/lib/money';
import type { PricingStatus } from './use-cart-pricing';

interface OrderSummaryProps {
  status: PricingStatus;
  pricing: PricingView | null;
  /** §8 fallback when pricing fails: sum of final_price × qty, and the sum of the quantities. */
  localTotal: number;
  itemCount: number;
  canCheckout: boolean;
  onCheckout: () => void;
}

/** The order summary card (storefront §2 "Cart page"): subtotal, discount, every tax line, shipping, total. */
export function OrderSummary({ status, pricing, localTotal, itemCount, canCheckout, onCheckout }: OrderSummaryProps) {
  const { t } = useTranslation();
  const loading = status === 'loading';
  const useFallback = status === 'failed' || !pricing;

  return (
    <section aria-labelledby="order-summary-title" aria-busy={loading} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-6">
      <h2 id="order-summary-title" className="text-lg font-extrabold text-slate-900">
        {t('Order Summary')}
      </h2>
      <dl className={`mt-5 space-y-3 text-sm transition-opacity ${loading ? 'opacity-60' : ''}`} data-testid="order-summary">
        {useFallback ? (
          <>
            <SummaryRow label={t('Items ({{count}})', { count: itemCount })} value={formatMoney(localTotal)} testId="summary-subtotal" />
            {loading ? <p className="text-slate-500">{t('Calculating…')}</p> : null}
          </>
        ) : (
          <>
            <PricingLines pricing={pricing} />
          </>
        )}
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
          <dt className="text-base font-bold text-slate-900">{t('Total')}</dt>
          <dd className="text-xl font-extrabold text-slate-900 tabular-nums" data-testid="summary-total">
            {formatMoney(useFallback ? localTotal : pricing.total)}
          </dd>
        </div>
      </dl>
      {useFallback ? null : <TaxExemptionNote pricing={pricing} />}
      {!useFallback && !pricing.tax_exempt && !pricing.has_address ? (
        <p className="mt-3 text-xs text-slate-500">{t('Sales tax is worked out from your shipping address at checkout.')}</p>
      ) : null}
      <EffectiveAddressNote call="cart.effective-address" shippingAddress={null} enabled={!useFallback && pricing.has_address} />
      <div className="mt-6 flex flex-col gap-3">
        <button type="button" onClick={onCheckout} disabled={!canCheckout} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('Proceed to Checkout')}
        </button>
        <Link href={route('client.products')} className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('Continue Shopping')}
        </Link>
      </div>
    </section>
  );
}
