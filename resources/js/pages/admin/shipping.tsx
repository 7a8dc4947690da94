import { Head, Link } from '@inertiajs/react';
import { useId } from 'react';
import type { ShippingPageProps } from '#server/admin/pricing-admin.pages';
import { CheckboxGroup, Field } from '#js/components/admin/form-fields';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';

type ShippingRow = ShippingPageProps['shipping_rules'][number];

function ShippingRuleForm({ row, accountTypes, url }: { row: ShippingRow | null; accountTypes: ShippingPageProps['account_types']; url: string }) {
  const id = useId();
  const initial = {
    expected_updated_at: row?.updated_at ?? '',
    name: row?.name ?? '',
    account_type_ids: row?.account_type_ids ?? [],
    min_subtotal: row ? row.min_subtotal.toFixed(2) : '0.00',
    max_subtotal: row?.max_subtotal != null ? row.max_subtotal.toFixed(2) : '',
    amount: row ? row.amount.toFixed(2) : '',
    sort_order: String(row?.sort_order ?? 0),
    is_active: row?.is_active ?? true,
  };
  const { form, submit } = useStaffForm(row ? `shipping-rule-${row.id}` : 'shipping-rule-new', initial);
  const { data, errors, setData } = form;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(url, () => {
          if (!row) form.setData({ ...initial, idempotency_key: crypto.randomUUID() });
        });
      }}
    >
      {errors.expected_updated_at ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.expected_updated_at}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <Field id={`${id}-name`} label="Name" error={errors.name}>
          {(control) => <input {...control} type="text" maxLength={100} value={data.name} onChange={(event) => setData('name', event.target.value)} />}
        </Field>
        <Field id={`${id}-min`} label="Subtotal from ($)" error={errors.min_subtotal}>
          {(control) => <input {...control} type="text" inputMode="decimal" value={data.min_subtotal} onChange={(event) => setData('min_subtotal', event.target.value)} />}
        </Field>
        <Field id={`${id}-max`} label="Up to, not including ($)" error={errors.max_subtotal} hint="Empty: no upper end.">
          {(control) => <input {...control} type="text" inputMode="decimal" value={data.max_subtotal} onChange={(event) => setData('max_subtotal', event.target.value)} />}
        </Field>
        <Field id={`${id}-amount`} label="Shipping charge ($)" error={errors.amount}>
          {(control) => <input {...control} type="text" inputMode="decimal" value={data.amount} onChange={(event) => setData('amount', event.target.value)} />}
        </Field>
        <Field id={`${id}-order`} label="Order (first match wins)" error={errors.sort_order}>
          {(control) => <input {...control} type="text" inputMode="numeric" value={data.sort_order} onChange={(event) => setData('sort_order', event.target.value)} />}
        </Field>
      </div>
      <CheckboxGroup
        id={`${id}-types`}
        legend="Account types"
        hint="None ticked: every account type."
        options={accountTypes}
        value={data.account_type_ids}
        onChange={(next) => setData('account_type_ids', next)}
        error={errors.account_type_ids}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" checked={data.is_active} onChange={(event) => setData('is_active', event.target.checked)} />
          Active
        </label>
        <button type="submit" className={buttonClasses(row ? 'secondary' : 'primary', 'sm')} disabled={form.processing}>
          {row ? 'Save' : 'Add shipping rate'}
          {row ? <span className="sr-only"> {row.name}</span> : null}
        </button>
      </div>
    </form>
  );
}

function bandLabel(row: ShippingRow) {
  if (row.max_subtotal === null) return `subtotal ${formatMoney(row.min_subtotal)} and up`;
  return `subtotal ${formatMoney(row.min_subtotal)} to under ${formatMoney(row.max_subtotal)}`;
}

/** Shipping rates by account type and subtotal band, in the order pricing tries them: the first match is charged. */
export default function ShippingPage({ shipping_rules, account_types, store_url, preview_url }: ShippingPageProps) {
  const typeName = (typeId: number) => account_types.find((type) => type.id === typeId)?.label ?? `#${typeId}`;
  return (
    <>
      <Head title="Shipping" />
      <div className="mx-auto w-full max-w-6xl">
        <h1 className="text-2xl font-bold text-brand-900">Shipping</h1>
        <p className="mt-1 text-slate-700">
          Shipping is charged only when a cart holds something that ships. Pricing tries the active rates in this order and charges the first whose
          account types and subtotal band match; none matching means free shipping. A change applies to carts priced after it; placed orders keep
          their shipping.{' '}
          <Link href={preview_url} className="font-semibold text-brand-800 underline">
            Price a cart
          </Link>{' '}
          to check.
        </p>

        <section aria-labelledby="new-shipping" className="mt-6 rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 p-4">
          <h2 id="new-shipping" className="text-lg font-semibold text-brand-900">
            New shipping rate
          </h2>
          <div className="mt-3">
            <ShippingRuleForm row={null} accountTypes={account_types} url={store_url} />
          </div>
        </section>

        <h2 className="mt-8 text-lg font-semibold text-brand-900">Shipping rates</h2>
        {shipping_rules.length === 0 ? (
          <p className="mt-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No shipping rates: shipping is free.</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {shipping_rules.map((row) => (
              <li key={`${row.id}-${row.updated_at}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
                <p className="font-semibold text-slate-900">
                  {row.name}: {formatMoney(row.amount)} · {bandLabel(row)}
                  {row.is_active ? '' : ' · inactive'}
                </p>
                <p className="text-sm text-slate-700">{row.account_type_ids.length ? row.account_type_ids.map(typeName).join(', ') : 'Every account type'}</p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-800 hover:underline">
                    Edit<span className="sr-only"> {row.name}</span>
                  </summary>
                  <div className="mt-3">
                    <ShippingRuleForm row={row} accountTypes={account_types} url={row.update_url} />
                  </div>
                </details>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
