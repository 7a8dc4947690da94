import { formatNumber, useTranslation } from '#js/i18n';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8Z';

/** Five stars filled to the rating (decimals fill part of a star); read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 'size-5', className = '' }: { rating: number; size?: string; className?: string }) {
  const { t, locale } = useTranslation();
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <span role="img" aria-label={t('Rated {{rating}} out of 5', { rating: formatNumber(clamped, locale) })} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, clamped - index));
        return (
          <span key={index} className={`relative inline-block shrink-0 ${size}`} aria-hidden="true">
            <svg viewBox="0 0 24 24" className="absolute inset-0 size-full fill-slate-200">
              <path d={STAR_PATH} />
            </svg>
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <svg viewBox="0 0 24 24" className={`block max-w-none fill-sun-500 ${size}`}>
                <path d={STAR_PATH} />
              </svg>
            </span>
          </span>
        );
      })}
    </span>
  );
}
