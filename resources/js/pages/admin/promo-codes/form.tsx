import { Head, Link } from '@inertiajs/react';
import { useId } from 'react';
import type { PromoCodeFormPageProps } from '#server/admin/pricing-admin.pages';
import { CheckboxGroup, Field } from '#js/components/admin/form-fields';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';

/** One form to create or edit a promo code: dollars and percents as staff type them; the server converts and checks. */
export default function PromoCodeFormPage({ promo_code: code, submit_url, uses_url, options, limits }: PromoCodeFormPageProps) {
  const id = useId();
  const { form, submit } = useStaffForm('promo-code', {
    expected_updated_at: code?.updated_at ?? '',
    code: code?.code ?? '',
    description: code?.description ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? String(code.value) : '',
    min_subtotal: code?.min_subtotal != null ? code.min_subtotal.toFixed(2) : '',
    starts_on: code?.starts_on ?? '',
    ends_on: code?.ends_on ?? '',
    max_uses: code?.max_uses != null ? String(code.max_uses) : '',
    max_uses_per_customer: code?.max_uses_per_customer != null ? String(code.max_uses_per_customer) : '',
    product_ids: code?.product_ids ?? [],
    product_type_ids: code?.product_type_ids ?? [],
    level_ids: code?.level_ids ?? [],
    is_active: code?.is_active ?? true,
  });
  const { data, errors, setData } = form;
  const title = code ? `Edit promo code ${code.code}` : 'New promo code';

  return (
    <>
      <Head title={title} />
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="text-2xl font-bold break-all text-brand-900">{title}</h1>
        {code ? (
          <p className="mt-1 text-slate-700">
            Used {code.uses_count} {code.uses_count === 1 ? 'time' : 'times'}.{' '}
            {uses_url ? (
              <Link href={uses_url} className="font-semibold text-brand-800 underline">
                See the uses
              </Link>
            ) : null}
            .{' '}
            Placed orders keep the discount they got; a change applies from the next cart priced.
          </p>
        ) : null}

        <form
          noValidate
          className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            submit(submit_url);
          }}
        >
          {errors.expected_updated_at || errors.idempotency_key ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {errors.expected_updated_at ?? errors.idempotency_key}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-code`} label="Code" error={errors.code} hint="Letters, digits, dashes or underscores; saved in capitals.">
              {(control) => (
                <input {...control} type="text" maxLength={limits.code_max} autoComplete="off" value={data.code} onChange={(event) => setData('code', event.target.value)} className={`${control.className} font-mono uppercase`} />
              )}
            </Field>
            <Field id={`${id}-description`} label="Description (staff only, optional)" error={errors.description}>
              {(control) => <input {...control} type="text" maxLength={limits.description_max} value={data.description} onChange={(event) => setData('description', event.target.value)} />}
            </Field>
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Discount</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {(
                [
                  ['percent', 'Percentage of the eligible items'],
                  ['fixed', 'Fixed amount off'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name={`${id}-kind`} className="size-4" checked={data.kind === value} onChange={() => setData('kind', value)} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-value`} label={data.kind === 'percent' ? 'Percent off (1–100)' : 'Amount off ($)'} error={errors.value ?? errors.kind}>
              {(control) => <input {...control} type="text" inputMode="decimal" value={data.value} onChange={(event) => setData('value', event.target.value)} />}
            </Field>
            <Field id={`${id}-min`} label="Minimum subtotal ($, optional)" error={errors.min_subtotal}>
              {(control) => <input {...control} type="text" inputMode="decimal" value={data.min_subtotal} onChange={(event) => setData('min_subtotal', event.target.value)} />}
            </Field>
            <Field id={`${id}-starts`} label="First day (optional)" error={errors.starts_on}>
              {(control) => <input {...control} type="date" value={data.starts_on} onChange={(event) => setData('starts_on', event.target.value)} />}
            </Field>
            <Field id={`${id}-ends`} label="Last day (optional)" error={errors.ends_on} hint="The code works until the end of this day (shop time).">
              {(control) => <input {...control} type="date" min={data.starts_on || undefined} value={data.ends_on} onChange={(event) => setData('ends_on', event.target.value)} />}
            </Field>
            <Field id={`${id}-max-uses`} label="Total uses allowed (optional)" error={errors.max_uses}>
              {(control) => <input {...control} type="text" inputMode="numeric" value={data.max_uses} onChange={(event) => setData('max_uses', event.target.value)} />}
            </Field>
            <Field id={`${id}-max-per`} label="Uses per customer (optional)" error={errors.max_uses_per_customer}>
              {(control) => <input {...control} type="text" inputMode="numeric" value={data.max_uses_per_customer} onChange={(event) => setData('max_uses_per_customer', event.target.value)} />}
            </Field>
          </div>

          <div className="space-y-4 rounded-xl border border-dashed border-brand-200 p-3">
            <p className="text-sm text-slate-700">
              Applies to: leave every list empty for the whole cart; otherwise the discount is taken off the items whose product, type or level is
              ticked.
            </p>
            <CheckboxGroup id={`${id}-levels`} legend="Levels" options={options.levels} value={data.level_ids} onChange={(next) => setData('level_ids', next)} error={errors.level_ids} />
            <CheckboxGroup id={`${id}-types`} legend="Product types" options={options.product_types} value={data.product_type_ids} onChange={(next) => setData('product_type_ids', next)} error={errors.product_type_ids} />
            <CheckboxGroup id={`${id}-products`} legend="Products" options={options.products} value={data.product_ids} onChange={(next) => setData('product_ids', next)} error={errors.product_ids} scroll />
          </div>

          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input type="checkbox" className="size-4" checked={data.is_active} onChange={(event) => setData('is_active', event.target.checked)} />
            Active (buyers can use it)
          </label>

          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses('primary', 'md')} disabled={form.processing}>
              {code ? 'Save promo code' : 'Create promo code'}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
