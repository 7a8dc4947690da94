import type { BestSeller } from '#server/content/content.pages';
import { Link } from '@inertiajs/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { route } from '#server/storefront-route-table';
import { useTranslation } from '#js/i18n';
import { Price } from './price';
import { ProductImage } from './product-image';
import { ChevronLeftIcon, ChevronRightIcon } from './storefront-icons';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query';

export const SLIDER_INTERVAL_MS = 5000;

/** Storefront §3 "Best seller". */
export type BestSellerItem = BestSeller;

/**
 * Best sellers, 3 cards visible on wide screens (2 on tablets, 1 on phones), moving one card at a time and
 * cycling back to the start (storefront §2 "Home page", §9). Auto-advance pauses on hover and focus, and is off
 * with reduced motion.
 */
export function BestSellersSlider({ items, label }: { items: BestSellerItem[]; label?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 640px)');
  const visible = Math.min(items.length, wide ? 3 : medium ? 2 : 1);
  const positions = Math.max(1, items.length - visible + 1);
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const first = Math.min(start, positions - 1);

  const next = useCallback(() => setStart((value) => (Math.min(value, positions - 1) + 1) % positions), [positions]);
  const previous = useCallback(() => setStart((value) => (Math.min(value, positions - 1) - 1 + positions) % positions), [positions]);

  const playing = positions > 1 && !paused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, SLIDER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, first, next]);

  if (items.length === 0) return null;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label ?? t('Best seller products')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      className="relative"
    >
      <div className="overflow-hidden">
        <ul
          id={`${id}-track`}
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(first * 100) / visible}%)` }}
        >
          {items.map((item, index) => {
            const shown = index >= first && index < first + visible;
            return (
              <li
                key={item.id}
                aria-roledescription="slide"
                aria-label={t('{{number}} of {{total}}', { number: index + 1, total: items.length })}
                aria-hidden={!shown}
                inert={!shown}
                className="shrink-0 px-2 sm:px-3"
                style={{ width: `${100 / visible}%` }}
              >
                <BestSellerCard item={item} />
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={previous}
            aria-controls={`${id}-track`}
            className="flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50"
          >
            <ChevronLeftIcon className="size-5" />
            <span className="sr-only">{t('Previous best sellers')}</span>
          </button>
          <p className="min-w-20 text-center text-sm font-semibold text-slate-600" aria-live={playing ? 'off' : 'polite'}>
            {t('{{from}}–{{to}} of {{total}}', { from: first + 1, to: first + visible, total: items.length })}
          </p>
          <button
            type="button"
            onClick={next}
            aria-controls={`${id}-track`}
            className="flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50"
          >
            <ChevronRightIcon className="size-5" />
            <span className="sr-only">{t('Next best sellers')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

function BestSellerCard({ item }: { item: BestSellerItem }) {
  const { t } = useTranslation();
  const href = route('product-detail', { id: item.id, slug: item.slug });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg hover:shadow-brand-900/5">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <ProductImage src={item.image} className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="mb-1.5 text-xs font-bold tracking-[0.12em] text-amber-700 uppercase">{t('Best seller')}</p>
        <h3 className="text-lg leading-snug font-bold text-slate-900">
          <Link href={href} className="rounded after:absolute after:inset-0 hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.subtitle ? <p className="mt-1 text-sm text-slate-600">{item.subtitle}</p> : null}
        <Price price={item.price} specialPrice={item.special_price} className="mt-auto pt-4" />
      </div>
    </article>
  );
}
