import { Link } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { useTranslation } from '#js/i18n';

// The wordmark is the program's name, the same in every language.
const WORDMARK = { first: 'Play It', accent: 'Safe' };

/** The shield mark on its own, e.g. for cards and the error page. */
export function ShieldMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 52" className={className} aria-hidden="true" focusable="false">
      <path
        d="M24 2 44 10v13.5C44 36.2 35.6 45.4 24 50 12.4 45.4 4 36.2 4 23.5V10Z"
        className="fill-brand-700"
      />
      <path
        d="M24 9.5 37.5 15v8.8c0 8.6-5.6 14.9-13.5 18.4-7.9-3.5-13.5-9.8-13.5-18.4V15Z"
        className="fill-sun-400"
      />
      <path
        d="m17 25.5 4.8 4.8L31.5 20"
        className="fill-none stroke-brand-900"
        strokeWidth="4.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header logo: shield mark and "Play It Safe" wordmark, linking home. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link
      href={route('client.home')}
      className="group inline-flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={t('Play It Safe, home')}
    >
      <ShieldMark className="size-10 transition-transform duration-200 group-hover:-rotate-3 sm:size-11" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-brand-900 sm:text-2xl">
          {WORDMARK.first} <span className="text-brand-600">{WORDMARK.accent}</span>
        </span>
        <span className="mt-1 hidden text-[0.7rem] font-medium uppercase tracking-[0.14em] text-slate-500 sm:block">
          {t('by The Women’s Center')}
        </span>
      </span>
    </Link>
  );
}
