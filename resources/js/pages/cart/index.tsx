import { Head, Link, router } from '@inertiajs/react';
import { CART_MESSAGES, quantityChangeFor, type CartItemView } from '#server/cart/cart.rules';
import { route } from '#server/storefront-route-table';
import { useCart } from '#js/components/cart/cart-provider';
import { AlertCircleIcon, ArrowLeftIcon, CartIcon } from '#js/components/icons';
import { popup } from '#js/components/popups/popup';
import { toast } from '#js/components/toast/toast';
import { useTranslation } from '#js/i18n';
import { buttonClasses } from '#js/components/ui/button-classes';
import { CartItemCard } from './cart-item-card';
import { OrderSummary } from './order-summary';
import { useCartPricing } from './use-cart-pricing';

/** The cart page (storefront §2 "Cart page", §4 "Cart", §5 "Cart quantity", §8 "Cart"). */
export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const { items, loaded, loading, error } = cart;
  const pricing = useCartPricing(items, loaded && items.length > 0);
  const itemCount = items.reduce((sum, item) => sum + item.qty, 0);
  const localTotal = Math.round(items.reduce((sum, item) => sum + item.product.final_price * 100 * item.qty, 0)) / 100;

  async function onQuantityChange(item: CartItemView, value: string | number) {
    const change = quantityChangeFor(value);
    if (change.kind === 'refuse') {
      toast.error(t(change.message));
      return;
    }
    if (change.kind === 'remove') {
      await cart.remove(item.id, { successMessage: t(CART_MESSAGES.qtyBelowMin) });
      return;
    }
    if (change.qty !== item.qty) await cart.update(item.id, change.qty);
  }

  async function onRemove(item: CartItemView) {
    const confirmed = await popup.confirm({
      title: t(CART_MESSAGES.removeConfirmTitle),
      text: t(CART_MESSAGES.removeConfirmText),
      confirmText: t(CART_MESSAGES.removeConfirmButton),
      cancelText: t(CART_MESSAGES.cancelButton),
    });
    if (confirmed) await cart.remove(item.id);
  }

  async function onClear() {
    const confirmed = await popup.confirm({
      title: t(CART_MESSAGES.clearConfirmTitle),
      text: t(CART_MESSAGES.clearConfirmText),
      confirmText: t(CART_MESSAGES.clearConfirmButton),
      cancelText: t(CART_MESSAGES.cancelButton),
    });
    if (confirmed) await cart.clear();
  }

  // A guest is sent to sign in by the checkout route's guard and brought back to the checkout after it.
  const onCheckout = () => router.visit(route('client.checkout'));
  const canCheckout = loaded && items.length > 0 && pricing.status !== 'loading';

  return (
    <>
      <Head title={t('Shopping Cart')} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {t('Your Cart ({{count}})', { count: loaded ? itemCount : cart.count })}
            </h1>
            <Link
              href={route('client.products')}
              className="inline-flex items-center gap-2 rounded-full px-1 py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <ArrowLeftIcon className="size-4" />
              {t('Back to Store')}
            </Link>
          </div>

          {error ? (
            <div role="alert" className="mt-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
              <p>{error}</p>
            </div>
          ) : null}

          {!loaded ? (
            <CartSkeleton />
          ) : items.length === 0 ? (
            <EmptyCart />
          ) : (
            <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
              <div>
                <ul className="space-y-4" aria-label={t('Items in your cart')}>
                  {items.map((item) => (
                    <CartItemCard key={item.id} item={item} busy={loading} onQuantityChange={onQuantityChange} onRemove={onRemove} />
                  ))}
                </ul>
                {items.length > 1 ? (
                  <div className="mt-4 flex justify-end">
                    <button
                      type="button"
                      onClick={() => void onClear()}
                      disabled={loading}
                      className="rounded px-1 py-2 text-sm font-semibold text-red-700 underline-offset-4 hover:text-red-800 hover:underline disabled:opacity-50"
                    >
                      {t('Remove All Items')}
                    </button>
                  </div>
                ) : null}
              </div>
              <OrderSummary
                status={pricing.status}
                pricing={pricing.pricing}
                localTotal={localTotal}
                itemCount={itemCount}
                canCheckout={canCheckout}
                onCheckout={onCheckout}
              />
            </div>
          )}
        </div>
      </div>
    </>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto mt-10 max-w-md rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CartIcon className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-extrabold text-slate-900">{t('Your cart is empty')}</h2>
      <p className="mt-2 text-slate-600">{t('Browse the programs, videos and teaching aids that help keep children safe.')}</p>
      <Link href={route('client.products')} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t('Continue Shopping')}
      </Link>
    </div>
  );
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]" aria-busy="true" aria-label={t('Loading your cart')}>
      <div className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="flex animate-pulse gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="size-20 rounded-xl bg-slate-200 sm:size-28" />
            <div className="flex-1 space-y-3">
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-full rounded bg-slate-100" />
              <div className="h-3 w-5/6 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white" />
    </div>
  );
}
