import { Head, Link } from '@inertiajs/react';
import type { PromoCodeRow, PromoCodesPageProps } from '#server/admin/pricing-admin.pages';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';

const STATUS: Record<PromoCodeRow['status'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-100 text-emerald-900' },
  scheduled: { label: 'Starts later', className: 'bg-sky-100 text-sky-900' },
  expired: { label: 'Expired', className: 'bg-slate-200 text-slate-800' },
  'used-up': { label: 'Used up', className: 'bg-amber-100 text-amber-900' },
  inactive: { label: 'Inactive', className: 'bg-slate-200 text-slate-800' },
};

const discountLabel = (row: Pick<PromoCodeRow, 'kind' | 'value'>) => (row.kind === 'percent' ? `${row.value} % off` : `${formatMoney(row.value)} off`);

function datesLabel(row: PromoCodeRow) {
  if (!row.starts_on && !row.ends_on) return 'Always';
  if (!row.ends_on) return `From ${row.starts_on}`;
  if (!row.starts_on) return `Until ${row.ends_on}`;
  return `${row.starts_on} – ${row.ends_on}`;
}

function limitsLabel(row: PromoCodeRow) {
  const parts = [row.max_uses === null ? 'no total limit' : `${row.max_uses} in all`, row.max_uses_per_customer === null ? 'no limit per customer' : `${row.max_uses_per_customer} per customer`];
  return parts.join(', ');
}

function RemoveButton({ row }: { row: PromoCodeRow }) {
  const remove = useStaffForm(`remove-promo-code-${row.id}`, {});
  const used = row.uses_count > 0;
  if (used && !row.is_active) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const question = used ? `Code ${row.code} has been used: deactivate it? Its orders keep it.` : `Delete code ${row.code}?`;
        if (window.confirm(question)) remove.submit(row.remove_url);
      }}
    >
      <button type="submit" className={buttonClasses(used ? 'secondary' : 'danger', 'sm')} disabled={remove.form.processing}>
        {used ? 'Deactivate' : 'Delete'}
        <span className="sr-only"> {row.code}</span>
      </button>
    </form>
  );
}

/** Every promo code with its discount, dates, limits and uses; active ones first. */
export default function PromoCodesPage({ promo_codes, create_url }: PromoCodesPageProps) {
  return (
    <>
      <Head title="Promo codes" />
      <div className="mx-auto w-full max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-brand-900">Promo codes</h1>
          <Link href={create_url} className={buttonClasses('primary', 'md')}>
            New promo code
          </Link>
        </div>
        <p className="mt-1 text-slate-700">
          Buyers type a code at checkout in any case. A change applies to carts priced after it; placed orders keep their discount. A used code is
          deactivated rather than deleted.
        </p>

        {promo_codes.length === 0 ? (
          <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No promo codes yet.</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {promo_codes.map((row) => (
              <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-mono text-lg font-bold break-all text-slate-900">{row.code}</h2>
                    <p className="text-sm text-slate-700">
                      {discountLabel(row)}
                      {row.min_subtotal !== null ? ` · subtotal ${formatMoney(row.min_subtotal)} or more` : ''}
                      {row.product_ids.length || row.product_type_ids.length || row.level_ids.length ? ' · some items only' : ' · whole cart'}
                    </p>
                    {row.description ? <p className="text-sm text-slate-600">{row.description}</p> : null}
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[row.status].className}`}>{STATUS[row.status].label}</span>
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="inline font-semibold text-slate-700">Dates: </dt>
                    <dd className="inline text-slate-900">{datesLabel(row)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-slate-700">Limits: </dt>
                    <dd className="inline text-slate-900">{limitsLabel(row)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-slate-700">Uses: </dt>
                    <dd className="inline text-slate-900">{row.uses_count}</dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Link href={row.edit_url} className={buttonClasses('secondary', 'sm')}>
                    Edit<span className="sr-only"> {row.code}</span>
                  </Link>
                  <Link href={row.uses_url} className={buttonClasses('ghost', 'sm')}>
                    Uses<span className="sr-only"> of {row.code}</span>
                  </Link>
                  <RemoveButton row={row} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
