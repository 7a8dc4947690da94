import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertCircleIcon, LockIcon } from '#js/components/icons';
import { PricingLines, TaxExemptionNote } from '#js/components/pricing-lines';
import { ProductImage } from '#js/components/storefront/product-image';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';
import { formatMoney } from '#js/lib/money';
import type { CartItemView } from '#server/cart/cart.rules';
import type { PricingView } from '#server/pricing/pricing.schemas';

export interface PromoControls {
  appliedCode: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export interface PlaceOrderControls {
  label: string;
  disabled: boolean;
  guidance: string | null;
  sending: boolean;
  onClick: () => void;
  /** Shown in place of the button when the wallet's own buttons place the order. */
  hidden: boolean;
}

interface OrderSummaryProps {
  items: CartItemView[];
  pricing: PricingView;
  pricingLoading: boolean;
  promo: PromoControls;
  placeOrder: PlaceOrderControls;
  wallet: ReactNode;
  error: string | null;
  cartChanged: boolean;
  /** Which address the tax and shipping are for. */
  addressNote?: ReactNode;
}


/** Section 5, the Order Summary sidebar (storefront §2): items, promo code, totals, the place-order button. */
export function CheckoutOrderSummary({ items, pricing, pricingLoading, promo, placeOrder, wallet, error, cartChanged, addressNote }: OrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="checkout-summary-title"
      aria-busy={pricingLoading}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id="checkout-summary-title" className="text-lg font-extrabold text-slate-900">
        {t('Order Summary')}
      </h2>
      {items.length ? (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={t('Items in this order')} data-testid="summary-items">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <span className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-brand-50">
                <ProductImage src={item.image} className="h-full w-full object-cover" />
              </span>
              <span className="min-w-0 flex-1">
                {item.renewal ? (
                  <span className="block text-sm font-semibold text-slate-900" data-testid="summary-item-title">
                    {item.renewal.label}
                  </span>
                ) : (
                  <span className="block truncate text-sm font-semibold text-slate-900" data-testid="summary-item-title">
                    {item.product.title}
                  </span>
                )}
                <span className="block text-xs text-slate-500">
                  {t('Qty {{qty}}', { qty: item.qty })} × {formatMoney(item.product.final_price)}
                </span>
              </span>
              <span className="text-sm font-semibold text-slate-900 tabular-nums">{formatMoney(item.line_total)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('Your cart is empty.')}</p>
      )}

      <PromoCodeForm promo={promo} disabled={!items.length || cartChanged} />

      <dl className={`mt-5 space-y-3 border-t border-slate-200 pt-4 text-sm transition-opacity ${pricingLoading ? 'opacity-60' : ''}`} data-testid="checkout-totals">
        <PricingLines pricing={pricing} />
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
          <dt className="text-base font-bold text-slate-900">{t('Total')}</dt>
          <dd className="text-xl font-extrabold text-slate-900 tabular-nums" data-testid="summary-total">
            {formatMoney(pricing.total)}
          </dd>
        </div>
      </dl>
      <TaxExemptionNote pricing={pricing} />
      {addressNote}

      {error ? (
        <div role="alert" className="mt-5 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800" data-testid="checkout-error">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{error}</p>
        </div>
      ) : null}

      <div className="mt-5 space-y-3">
        {wallet}
        {placeOrder.hidden ? null : (
          <button
            type="button"
            onClick={placeOrder.onClick}
            disabled={placeOrder.disabled}
            aria-busy={placeOrder.sending}
            data-testid="place-order"
            className={buttonClasses(cartChanged ? 'danger' : 'primary', 'lg', 'w-full')}
          >
            {placeOrder.sending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current" /> : <LockIcon className="size-4" aria-hidden="true" />}
            {placeOrder.label}
          </button>
        )}
        {placeOrder.guidance ? (
          <p className="text-center text-sm font-medium text-slate-600" data-testid="place-order-guidance">
            {placeOrder.guidance}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function PromoCodeForm({ promo, disabled }: { promo: PromoControls; disabled: boolean }) {
  const [code, setCode] = useState(promo.appliedCode ?? '');
  const id = useId();
  const locked = promo.appliedCode !== null;
  const { t } = useTranslation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Storefront §5 "Promo code": an empty input is ignored.
    if (!locked && code.trim()) promo.onApply(code.trim());
  }

  return (
    <form onSubmit={onSubmit} className="mt-5 border-t border-slate-200 pt-4" aria-label={t('Apply a promo code')}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('Promo code')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name="promo_code"
          value={locked ? (promo.appliedCode ?? '') : code}
          onChange={(event) => setCode(event.target.value)}
          readOnly={locked}
          aria-readonly={locked}
          maxLength={50}
          autoComplete="off"
          placeholder={t('Enter code')}
          className={`block min-h-11 w-full min-w-0 rounded-xl border px-3 text-base uppercase shadow-xs placeholder:normal-case focus:outline-2 focus:outline-brand-600 ${
            locked ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-white text-slate-900'
          }`}
        />
        {locked ? (
          <button
            type="button"
            onClick={() => {
              setCode('');
              promo.onRemove();
            }}
            disabled={promo.busy}
            className={buttonClasses('secondary', 'md', 'shrink-0')}
          >
            {t('Remove')}
          </button>
        ) : (
          <button type="submit" disabled={promo.busy || disabled} className={buttonClasses('secondary', 'md', 'shrink-0')}>
            {t('Apply')}
          </button>
        )}
      </div>
    </form>
  );
}

