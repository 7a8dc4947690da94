import { Link } from '@inertiajs/react';
import { route } from '../../../../server/route-table';
import { formatMoney } from '../../lib/money';
import type { ProductCard as ProductCardData } from './types';

export function ProductCard({ product }: { product: ProductCardData }) {
  const href = route('product-detail', { id: product.id, slug: product.slug });
  const details = [product.level?.name, product.grade?.name, product.type?.name].filter(Boolean);
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link href={href} className="block aspect-[4/3] overflow-hidden bg-brand-50" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" className="h-full w-full object-cover transition group-hover:scale-[1.02]" />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-semibold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700">
            {product.title}
          </Link>
        </h3>
        {details.length ? <p className="text-sm text-slate-600">{details.join(' · ')}</p> : null}
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          {product.special_price !== undefined ? (
            <>
              <span className="text-lg font-bold text-rose-700">{formatMoney(product.special_price)}</span>
              <span className="text-sm text-slate-500 line-through">{formatMoney(product.price)}</span>
            </>
          ) : (
            <span className="text-lg font-bold text-slate-900">{formatMoney(product.price)}</span>
          )}
        </p>
      </div>
    </article>
  );
}
