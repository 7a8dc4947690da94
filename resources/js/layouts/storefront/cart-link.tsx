import { Link, usePage } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { useCart } from '#js/components/cart/cart-provider';
import { CartIcon } from '#js/components/icons';
import { useTranslation } from '#js/i18n';
import { pathOf } from './nav-items';

/** True on the checkout pages, where the cart link is hidden (spec §2 "Layout"). */
export function isCheckoutPage(component: string, url: string): boolean {
  return component === 'checkout/index' || pathOf(url).startsWith('/checkout');
}

export function CartLink() {
  const { component, url } = usePage();
  // The provider's count starts from the shared prop (right on first paint) and follows every change.
  const { count } = useCart();
  const { t } = useTranslation();
  if (isCheckoutPage(component, url)) return null;
  const label = count === 1 ? t('Shopping cart, {{count}} item', { count }) : t('Shopping cart, {{count}} items', { count });

  return (
    <Link
      href={route('shopping.cart')}
      aria-label={label}
      aria-current={pathOf(url) === route('shopping.cart') ? 'page' : undefined}
      className="relative inline-flex h-11 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:px-3"
    >
      <span className="relative flex size-8 items-center justify-center rounded-full bg-sun-400 text-brand-900">
        <CartIcon className="size-5" />
        <span
          className="absolute -top-1.5 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.7rem] font-bold text-white ring-2 ring-white"
          data-testid="cart-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span className="hidden lg:inline">{t('Cart')}</span>
    </Link>
  );
}
