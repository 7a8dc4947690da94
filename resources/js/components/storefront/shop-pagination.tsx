import { Link, router } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { ShopPageProps } from '#server/catalog/catalog.pages';
import { SHOP_LIST_PROPS, SHOP_NEW_LIST } from '#server/catalog/catalog.rules';
import { ChevronLeftIcon, ChevronRightIcon } from '#js/components/storefront/storefront-icons';
import { useTranslation } from '#js/i18n';

/** The pager under the shop's list on wider screens (docs/decisions/099); an island (docs/decisions/174). */
export function ShopPagination({ products }: { products: ShopPageProps['products'] }) {
  const { t } = useTranslation();
  if (products.last_page <= 1) return null;
  const numbered = products.links.filter((link) => /^\d+$/.test(link.label));
  const previous = products.links.find((link) => link.label === 'Previous');
  const next = products.links.find((link) => link.label === 'Next');
  const linkClass = 'flex min-h-10 min-w-10 items-center justify-center rounded-xl border px-3 text-sm font-semibold';
  const pageLink = (href: string | null, label: string, content: ReactNode, active = false) =>
    href ? (
      <Link
        key={label}
        href={href}
        onClick={(event) => {
          // A pager page replaces the list (Link cannot send X-Inertia-Reset, so the visit is made here).
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          router.get(href, {}, { only: SHOP_LIST_PROPS, reset: SHOP_NEW_LIST, preserveState: true });
        }}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        className={`${linkClass} ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-800'}`}
      >
        {content}
      </Link>
    ) : (
      <span key={label} aria-hidden="true" className={`${linkClass} border-slate-200 text-slate-300`}>
        {content}
      </span>
    );
  return (
    <nav aria-label={t('Pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {pageLink(previous?.url ?? null, t('Previous page'), <ChevronLeftIcon className="size-4" />)}
      {numbered.map((link) => pageLink(link.url, t('Page {{page}}', { page: link.label }), link.label, link.active))}
      {pageLink(next?.url ?? null, t('Next page'), <ChevronRightIcon className="size-4" />)}
    </nav>
  );
}
