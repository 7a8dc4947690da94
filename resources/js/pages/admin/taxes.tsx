import { Head, Link } from '@inertiajs/react';
import { useId } from 'react';
import type { TaxesPageProps } from '#server/admin/pricing-admin.pages';
import { Field } from '#js/components/admin/form-fields';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';

type TaxRow = TaxesPageProps['tax_rates'][number];

/** One tax line's form: a new line (no row) or an existing one, opened on its `updated_at`. */
function TaxRateForm({ row, states, url, onDone }: { row: TaxRow | null; states: TaxesPageProps['states']; url: string; onDone?: () => void }) {
  const id = useId();
  const initial = {
    expected_updated_at: row?.updated_at ?? '',
    name: row?.name ?? '',
    state: row?.state ?? '',
    kind: row?.kind ?? 'percentage',
    rate: row ? (row.kind === 'percentage' ? String(row.rate) : row.rate.toFixed(2)) : '',
    sort_order: String(row?.sort_order ?? 0),
    is_active: row?.is_active ?? true,
  };
  const { form, submit } = useStaffForm(row ? `tax-rate-${row.id}` : 'tax-rate-new', initial);
  const { data, errors, setData } = form;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_1fr_0.7fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submit(url, () => {
          if (!row) form.setData({ ...initial, idempotency_key: crypto.randomUUID() });
          onDone?.();
        });
      }}
    >
      {errors.expected_updated_at ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 lg:col-span-6">
          {errors.expected_updated_at}
        </p>
      ) : null}
      <Field id={`${id}-name`} label="Name on the receipt" error={errors.name}>
        {(control) => <input {...control} type="text" maxLength={100} value={data.name} onChange={(event) => setData('name', event.target.value)} />}
      </Field>
      <Field id={`${id}-state`} label="State" error={errors.state}>
        {(control) => (
          <select {...control} value={data.state} onChange={(event) => setData('state', event.target.value)}>
            <option value="">Every address</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-kind`} label="Kind" error={errors.kind}>
        {(control) => (
          <select {...control} value={data.kind} onChange={(event) => setData('kind', event.target.value as 'percentage' | 'fixed')}>
            <option value="percentage">Percentage</option>
            <option value="fixed">Fixed per order</option>
          </select>
        )}
      </Field>
      <Field id={`${id}-rate`} label={data.kind === 'percentage' ? 'Rate (%)' : 'Amount ($)'} error={errors.rate}>
        {(control) => <input {...control} type="text" inputMode="decimal" value={data.rate} onChange={(event) => setData('rate', event.target.value)} />}
      </Field>
      <Field id={`${id}-order`} label="Order" error={errors.sort_order}>
        {(control) => <input {...control} type="text" inputMode="numeric" value={data.sort_order} onChange={(event) => setData('sort_order', event.target.value)} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" checked={data.is_active} onChange={(event) => setData('is_active', event.target.checked)} />
          Active
        </label>
        <button type="submit" className={buttonClasses(row ? 'secondary' : 'primary', 'sm')} disabled={form.processing}>
          {row ? 'Save' : 'Add tax line'}
          {row ? <span className="sr-only"> {row.name}</span> : null}
        </button>
      </div>
    </form>
  );
}

const rateLabel = (row: TaxRow) => (row.kind === 'percentage' ? `${row.rate} %` : `${formatMoney(row.rate)} per order`);

/** Tax lines by state, as the pricing service applies them: each active line whose state matches the address. */
export default function TaxesPage({ tax_rates, states, store_url, preview_url }: TaxesPageProps) {
  return (
    <>
      <Head title="Tax" />
      <div className="mx-auto w-full max-w-6xl">
        <h1 className="text-2xl font-bold text-brand-900">Tax</h1>
        <p className="mt-1 text-slate-700">
          Every active line whose state matches the shipping address (or that applies to every address) is added to a cart after the discount;
          approved tax-exempt schools pay none. A change applies to carts priced after it; placed orders keep their tax.{' '}
          <Link href={preview_url} className="font-semibold text-brand-800 underline">
            Price a cart
          </Link>{' '}
          to check.
        </p>

        <section aria-labelledby="new-tax" className="mt-6 rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 p-4">
          <h2 id="new-tax" className="text-lg font-semibold text-brand-900">
            New tax line
          </h2>
          <div className="mt-3">
            <TaxRateForm row={null} states={states} url={store_url} />
          </div>
        </section>

        <h2 className="mt-8 text-lg font-semibold text-brand-900">Tax lines</h2>
        {tax_rates.length === 0 ? (
          <p className="mt-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No tax lines: carts are priced without tax.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {tax_rates.map((row) => (
              <li key={`${row.id}-${row.updated_at}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
                <p className="font-semibold text-slate-900">
                  {row.name} · {row.state ?? 'every address'} · {rateLabel(row)}
                  {row.is_active ? '' : ' · inactive'}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-800 hover:underline">
                    Edit<span className="sr-only"> {row.name}</span>
                  </summary>
                  <div className="mt-3">
                    <TaxRateForm row={row} states={states} url={row.update_url} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
