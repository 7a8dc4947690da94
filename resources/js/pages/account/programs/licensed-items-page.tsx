import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import type { LicensedItem } from '#server/licensing/licences.service';
import type { LicensedItemsPageProps } from '#server/licensing/licensing.pages';
import type { SortDirection } from '#server/http/list-query.schemas';
import { DEFAULT_LICENSED_SORT, type LicensedSortColumn } from '#server/licensing/licensing.schemas';
import { useCart } from '#js/components/cart/cart-provider';
import { ProductImage } from '#js/components/storefront/product-image';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { EmptyState } from '#js/layouts/account/empty-state';
import { errorMessageOf, jsonCall } from '#js/lib/http';
import { formatMoney } from '#js/lib/money';
import { msg, useTranslation } from '#js/i18n';
import { nextDirection, SortableHeader, SortButtons } from '#js/pages/account/users/list-controls';

const COLUMN_LABELS: Record<LicensedSortColumn, string> = { title: msg('Title'), grade: msg('Grade'), licence_expires_at: msg('License Expires') };

/** My Videos (parents) and My Programs (schools, trainer, preview): account-area §2, §3 "Licensed item", §4 Licence. */
export function LicensedItemsPage({ variant, items, sort, listUrl, shopUrl, showsLicences }: LicensedItemsPageProps & { variant: 'programs' | 'videos' }) {
  const { t } = useTranslation();
  const programs = variant === 'programs';
  const title = programs ? t('My Programs') : t('My Videos');
  const isDefaultSort = sort.sort_by === DEFAULT_LICENSED_SORT.sort_by && sort.sort_direction === DEFAULT_LICENSED_SORT.sort_direction;
  const columns = (showsLicences ? (['title', 'grade', 'licence_expires_at'] as const) : (['title', 'grade'] as const)).map((column) => ({
    column,
    label: t(COLUMN_LABELS[column]),
  }));

  function visit(next: { sort_by: LicensedSortColumn; sort_direction: SortDirection }) {
    const isDefault = next.sort_by === DEFAULT_LICENSED_SORT.sort_by && next.sort_direction === DEFAULT_LICENSED_SORT.sort_direction;
    router.get(listUrl, isDefault ? {} : next, { preserveState: true, preserveScroll: true, only: ['items', 'sort'] });
  }

  function onSort(column: LicensedSortColumn) {
    visit({ sort_by: column, sort_direction: nextDirection({ sortBy: sort.sort_by, sortDirection: sort.sort_direction }, column) });
  }

  const sortState = { sortBy: sort.sort_by, sortDirection: sort.sort_direction, onSort };
  const description =
    variant === 'programs'
      ? showsLicences
        ? t('The classroom programs your school has licensed. Open one to watch its video and download its guides.')
        : t('The programs your account can watch. Open one to watch its video and download its guides.')
      : t('The videos you rented or bought. Open one to watch it and download its parent guide.');

  return (
    <>
      <Head title={title} />
      <AccountPageHeader title={title} description={description} />

      {items.length === 0 ? (
        <EmptyState
          title={programs ? t('No programs yet') : t('No videos yet')}
          action={
            showsLicences ? (
              <Link href={shopUrl} className={buttonClasses('primary')}>
                {t('Browse the Shop')}
              </Link>
            ) : undefined
          }
        >
          {showsLicences
            ? programs
              ? t('When you buy a program, it appears here for as long as its license lasts.')
              : t('When you buy a video, it appears here for as long as its license lasts.')
            : t('No programs are available to your account yet. Please contact us if you expected some.')}
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {programs
                ? items.length === 1
                  ? t('{{count}} program', { count: items.length })
                  : t('{{count}} programs', { count: items.length })
                : items.length === 1
                  ? t('{{count}} video', { count: items.length })
                  : t('{{count}} videos', { count: items.length })}
            </p>
            {!isDefaultSort ? (
              <button type="button" onClick={() => visit(DEFAULT_LICENSED_SORT)} className={buttonClasses('ghost', 'sm')}>
                {t('Clear Sorting')}
              </button>
            ) : null}
          </div>

          <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {title}
                {isDefaultSort ? '' : t(', sorted by {{column}}', { column: t(COLUMN_LABELS[sort.sort_by]) })}
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {columns.map(({ column, label }) => (
                    <SortableHeader key={column} column={column} label={label} {...sortState} />
                  ))}
                  {showsLicences ? (
                    <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                      {t('Purchased')}
                    </th>
                  ) : null}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    <span className="sr-only">{t('Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item) => (
                  <tr key={item.product_id} className="align-middle hover:bg-slate-50/70">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <ProductImage src={item.image} className="size-12 shrink-0 rounded-lg border border-slate-200 object-cover" />
                        <span className="font-semibold text-slate-900">{item.name}</span>
                      </div>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{item.grade ?? '—'}</td>
                    {showsLicences ? (
                      <td className="px-4 py-3 whitespace-nowrap">
                        <ExpiryText item={item} />
                      </td>
                    ) : null}
                    {showsLicences ? <td className="px-4 py-3 whitespace-nowrap text-slate-700">{item.order_date_label ?? '—'}</td> : null}
                    <td className="px-4 py-3 text-right">
                      <ItemActions item={item} variant={variant} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="md:hidden">
            <SortButtons columns={columns} label={programs ? t('Sort programs') : t('Sort videos')} {...sortState} />
            <ul className="space-y-3">
              {items.map((item) => (
                <li key={item.product_id} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <div className="flex gap-3">
                    <ProductImage src={item.image} className="size-16 shrink-0 rounded-lg border border-slate-200 object-cover" />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{item.name}</p>
                      <p className="text-sm text-slate-600">{item.grade ?? ''}</p>
                      {showsLicences ? (
                        <p className="mt-1 text-sm">
                          <ExpiryText item={item} labelled />
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="mt-3 flex flex-wrap justify-end gap-2">
                    <ItemActions item={item} variant={variant} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </>
  );
}

/** `labelled` spells out what the date is, for the cards where no column header says it. */
function ExpiryText({ item, labelled = false }: { item: LicensedItem; labelled?: boolean }) {
  const { t } = useTranslation();
  if (!item.licence_expires_on) return <span className="text-slate-500">—</span>;
  if (item.is_licensed_expired) return <span className="text-slate-700">{labelled ? t('License ended {{date}}', { date: item.licence_expires_on }) : t('Ended {{date}}', { date: item.licence_expires_on })}</span>;
  return (
    <span className="text-slate-700">
      {labelled ? t('License expires {{date}}', { date: item.licence_expires_on }) : item.licence_expires_on}
      {item.expires_in_days !== null ? (
        <span className="ml-2 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {item.expires_in_days === 0
            ? t('Ends today')
            : item.expires_in_days === 1
              ? t('{{count}} day left', { count: item.expires_in_days })
              : t('{{count}} days left', { count: item.expires_in_days })}
        </span>
      ) : null}
    </span>
  );
}

function ItemActions({ item, variant }: { item: LicensedItem; variant: 'programs' | 'videos' }) {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState(false);
  const cart = useCart();
  const renew = item.renew;

  // The cart lives in the layout's provider: it reloads before the cart page opens, so the renewal shows there.
  async function onRenew() {
    if (!renew || renewing) return;
    setRenewing(true);
    try {
      const answer = await jsonCall<{ message: string; cart_url: string }>('POST', renew.url, {});
      await cart.refresh();
      toast.success(answer.message);
      router.visit(answer.cart_url);
    } catch (error) {
      toast.error(errorMessageOf(error, t('Failed to add the renewal to your cart.')));
      setRenewing(false);
    }
  }

  return (
    <div className="inline-flex flex-wrap items-center justify-end gap-2 md:flex-col md:items-end">
      {item.detail_url ? (
        <Link href={item.detail_url} className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')}>
          {t('View Detail')}
          <span className="sr-only"> {t('of {{name}}', { name: item.name })}</span>
        </Link>
      ) : (
        <span className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm font-semibold whitespace-nowrap text-slate-700">
          {t('License Expired')}
        </span>
      )}
      {renew ? (
        <button type="button" onClick={onRenew} disabled={renewing} className={buttonClasses('accent', 'sm', 'whitespace-nowrap')}>
          {renewing ? t('Adding…') : t('Renew · {{price}}/yr', { price: formatMoney(renew.price) })}
          <span className="sr-only"> {item.name}</span>
        </button>
      ) : item.is_licensed_expired && variant === 'videos' ? (
        <Link href={item.product_url} className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}>
          {t('Buy Again')}
          <span className="sr-only">: {item.name}</span>
        </Link>
      ) : null}
    </div>
  );
}
