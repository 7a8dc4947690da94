import { Link } from '@inertiajs/react';
import { FIXED_QTY_ACCOUNT_TYPE_ID } from '#server/cart/cart-calls.rules';
import { truncateDescription, type CartItemView } from '#server/cart/cart.rules';
import { route } from '#server/storefront-route-table';
import { useTranslation } from '#js/i18n';
import { ProductImage } from '#js/components/storefront/product-image';
import { formatMoney } from '#js/lib/money';
import { QuantityControl } from './quantity-control';

interface CartItemCardProps {
  item: CartItemView;
  busy: boolean;
  onQuantityChange: (item: CartItemView, value: string | number) => void;
  onRemove: (item: CartItemView) => void;
}

/** One cart line (storefront §2 "Cart page"): image, title | subtitle, description, delete, line subtotal, quantity. */
export function CartItemCard({ item, busy, onQuantityChange, onRemove }: CartItemCardProps) {
  const { t } = useTranslation();
  const { product } = item;
  const href = route('product-detail', { id: item.product_id, slug: product.slug });
  const fixedQuantity = product.account_type_id === FIXED_QTY_ACCOUNT_TYPE_ID;

  return (
    <li data-testid="cart-item" data-product-id={item.product_id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-5 sm:p-5">
      <Link href={href} className="block size-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:size-28" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.image} className="h-full w-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base leading-snug font-bold text-slate-900 sm:text-lg">
              <Link href={href} className="rounded hover:text-brand-700 hover:underline" data-testid="cart-item-title">
                {item.renewal ? item.renewal.label : product.title}
              </Link>
              {product.subtitle && !item.renewal ? <span className="font-medium text-slate-500"> | {product.subtitle}</span> : null}
            </h2>
            {product.description ? (
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{truncateDescription(product.description)}</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onRemove(item)}
            disabled={busy}
            aria-label={t('Remove {{title}} from cart', { title: product.title })}
            className="-mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          {fixedQuantity ? (
            <p className="text-sm text-slate-600">
              {t('Qty {{qty}}', { qty: 1 })} <span className="text-slate-400">· {t('one licence per school')}</span>
            </p>
          ) : (
            <QuantityControl qty={item.qty} productTitle={product.title} busy={busy} onChange={(value) => onQuantityChange(item, value)} />
          )}
          <div className="text-right">
            <p className="text-lg font-extrabold text-slate-900 tabular-nums" data-testid="line-total">
              {formatMoney(item.line_total)}
            </p>
            {item.qty > 1 ? <p className="text-xs text-slate-500 tabular-nums">{t('{{price}} each', { price: formatMoney(product.final_price) })}</p> : null}
          </div>
        </div>
      </div>
    </li>
  );
}

function TrashIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
    </svg>
  );
}
