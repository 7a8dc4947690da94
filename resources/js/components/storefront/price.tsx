import { useTranslation } from '#js/i18n';
import { formatMoney } from '#js/lib/money';

interface PriceProps {
  price: number;
  specialPrice?: number;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A price as the server sent it, with $ and 2 decimals. With a special price, that one is highlighted and the
 * regular price is struck through (storefront §2 "Product card").
 */
export function Price({ price, specialPrice, size = 'md', className = '' }: PriceProps) {
  const { t } = useTranslation();
  const main = size === 'lg' ? 'text-3xl' : 'text-lg';
  const struck = size === 'lg' ? 'text-lg' : 'text-sm';
  if (specialPrice === undefined) {
    return (
      <p className={`font-extrabold text-slate-900 ${main} ${className}`}>
        {formatMoney(price)}
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">{t('Sale price')}</span>
      <span className={`font-extrabold text-rose-700 ${main}`}>{formatMoney(specialPrice)}</span>
      <span className="sr-only">, {t('regular price')}</span>
      <s className={`text-slate-500 ${struck}`}>{formatMoney(price)}</s>
      {size === 'lg' && price > 0 ? (
        <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-sm font-bold text-rose-800">
          {t('Save {{percent}}%', { percent: Math.round(((price - specialPrice) / price) * 100) })}
        </span>
      ) : null}
    </p>
  );
}
