import { Link } from '@inertiajs/react';
import type { ProductCard as ProductCardData } from '#server/catalog/catalog.service';
import { route } from '#server/storefront-route-table';
import { AddToCartButton } from '#js/components/cart/add-to-cart-button';
import { useTranslation } from '#js/i18n';
import { Price } from './price';
import { ProductImage } from './product-image';

/**
 * A product in the shop grid (storefront §2 "Product card"): image, title, level, grade, type, price, a link to
 * the product page and an Add button that adds one.
 */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const href = route('product-detail', { id: product.id, slug: product.slug });
  // Pre-K and Kindergarten are both a level and a grade: one chip says it once.
  const sameLevelAndGrade = product.level !== null && product.grade !== null && product.level.name === product.grade.name;
  const details: [string, string | undefined][] = sameLevelAndGrade
    ? [[t('Level and grade'), product.level?.name], [t('Type'), product.type?.name]]
    : [[t('Level'), product.level?.name], [t('Grade'), product.grade?.name], [t('Type'), product.type?.name]];
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg hover:shadow-brand-900/5">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-[4/3] overflow-hidden bg-brand-50">
        <ProductImage src={product.image} className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold text-slate-900">
          <Link href={href} className="rounded hover:text-brand-700 hover:underline">
            {product.title}
          </Link>
        </h3>
        {product.subtitle ? <p className="mt-1 text-sm text-slate-600">{product.subtitle}</p> : null}
        <dl className="mt-3 flex flex-wrap gap-1.5 text-xs">
          {details
            .filter((detail): detail is [string, string] => Boolean(detail[1]))
            .map(([term, value]) => (
              <div key={term} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
                <dt className="sr-only">{term}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
        </dl>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <Price price={product.price} specialPrice={product.special_price} />
          <AddToCartButton productId={product.id} qty={1} label={t('Add')} size="sm" aria-label={t('Add {{title}} to cart', { title: product.title })} />
        </div>
      </div>
    </article>
  );
}
