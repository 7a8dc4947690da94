import { Link } from '@inertiajs/react';
import { useTranslation } from '#js/i18n';
import { ChevronRightIcon } from './storefront-icons';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home > ... > current page; the last crumb is the current page. */
export function Breadcrumb({ items, tone = 'light' }: { items: Crumb[]; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const linkTone = tone === 'dark' ? 'text-brand-100 hover:text-white' : 'text-slate-600 hover:text-brand-700';
  const currentTone = tone === 'dark' ? 'text-white' : 'text-slate-900';
  return (
    <nav aria-label={t('Breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className={`font-semibold ${currentTone}`}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className={`rounded underline-offset-4 hover:underline ${linkTone}`}>
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronRightIcon className={`size-4 ${tone === 'dark' ? 'text-brand-200' : 'text-slate-400'}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
