import { Head, router } from '@inertiajs/react';
import { useId, useRef, useState } from 'react';
import type { PricingPreviewPageProps } from '#server/admin/pricing-admin.pages';
import { route } from '#server/route-table';
import { Field, inputClasses } from '#js/components/admin/form-fields';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';

interface ItemDraft {
  key: number;
  product_id: string;
  qty: string;
}

// Keys start from the row's place, the same on the server and in the browser; added rows count on from there.
const draftOf = (key: number, item?: { product_id: number; qty: number }): ItemDraft => ({ key, product_id: item ? String(item.product_id) : '', qty: String(item?.qty ?? 1) });

/**
 * "Price this cart": staff choose an account type, a state, products and quantities and an optional code; the server
 * prices them with checkout's own rules (the choices travel in the address, so a preview can be shared).
 */
export default function PricingPreviewPage({ query, account_types, states, products, query_errors, preview }: PricingPreviewPageProps) {
  const id = useId();
  const [accountType, setAccountType] = useState(query.account_type ? String(query.account_type) : '');
  const [state, setState] = useState(query.state ?? '');
  const [code, setCode] = useState(query.code ?? '');
  const [taxExempt, setTaxExempt] = useState(query.tax_exempt);
  const [items, setItems] = useState<ItemDraft[]>(() => (query.items.length ? query.items.map((item, index) => draftOf(index, item)) : [draftOf(0)]));
  const nextKey = useRef(Math.max(1, query.items.length));
  const newDraft = () => draftOf(nextKey.current++);
  const [processing, setProcessing] = useState(false);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = items.filter((item) => item.product_id).map((item) => `${item.product_id}:${item.qty || '1'}`);
    const params: Record<string, string> = {};
    if (accountType) params.account_type = accountType;
    if (state) params.state = state;
    if (chosen.length) params.items = chosen.join(',');
    if (code.trim()) params.code = code.trim();
    if (taxExempt) params.tax_exempt = '1';
    router.get(route('admin.pricing-preview'), params, { preserveScroll: true, onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
  }

  const pricing = preview?.pricing;
  return (
    <>
      <Head title="Price a cart" />
      <div className="mx-auto w-full max-w-5xl">
        <h1 className="text-2xl font-bold text-brand-900">Price a cart</h1>
        <p className="mt-1 text-slate-700">
          The same calculation checkout uses, with today’s tax lines, shipping rates and promo codes. Nobody is charged and nothing is saved; a limit
          per customer is not counted here.
        </p>

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${id}-type`} label="Account type" error={query_errors.account_type}>
              {(control) => (
                <select {...control} value={accountType} onChange={(event) => setAccountType(event.target.value)}>
                  <option value="">Choose…</option>
                  {account_types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-state`} label="Shipping state" error={query_errors.state}>
              {(control) => (
                <select {...control} value={state} onChange={(event) => setState(event.target.value)}>
                  <option value="">No address yet</option>
                  {states.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name} ({option.code})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-code`} label="Promo code (optional)" error={query_errors.code}>
              {(control) => <input {...control} type="text" maxLength={50} value={code} onChange={(event) => setCode(event.target.value)} className={`${control.className} font-mono uppercase`} />}
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4" checked={taxExempt} onChange={(event) => setTaxExempt(event.target.checked)} />
            Buyer is an approved tax-exempt organization
          </label>

          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Products</legend>
            {query_errors.items ? (
              <p id={`${id}-items-error`} className="mt-1 text-sm font-medium text-red-700">
                {query_errors.items}
              </p>
            ) : null}
            <ul className="mt-2 space-y-2">
              {items.map((item, index) => (
                <li key={item.key} className="flex flex-wrap items-end gap-2">
                  <div className="min-w-0 flex-1 basis-56">
                    <label htmlFor={`${id}-product-${item.key}`} className="sr-only">
                      Product {index + 1}
                    </label>
                    <select
                      id={`${id}-product-${item.key}`}
                      value={item.product_id}
                      onChange={(event) => setItems(items.map((other) => (other.key === item.key ? { ...other, product_id: event.target.value } : other)))}
                      className={inputClasses(false)}
                    >
                      <option value="">Choose a product…</option>
                      {products.map((product) => (
                        <option key={product.id} value={product.id}>
                          {product.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="w-20">
                    <label htmlFor={`${id}-qty-${item.key}`} className="sr-only">
                      Quantity of product {index + 1}
                    </label>
                    <input
                      id={`${id}-qty-${item.key}`}
                      type="number"
                      min={1}
                      max={10}
                      value={item.qty}
                      onChange={(event) => setItems(items.map((other) => (other.key === item.key ? { ...other, qty: event.target.value } : other)))}
                      className={inputClasses(false)}
                    />
                  </div>
                  <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setItems(items.length > 1 ? items.filter((other) => other.key !== item.key) : [newDraft()])}>
                    Remove<span className="sr-only"> product {index + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={`${buttonClasses('secondary', 'sm')} mt-2`} onClick={() => setItems([...items, newDraft()])} disabled={items.length >= 20}>
              Add a product
            </button>
          </fieldset>

          <button type="submit" className={buttonClasses('primary', 'md')} disabled={processing}>
            Price this cart
          </button>
        </form>

        {preview && pricing ? (
          <section aria-labelledby="priced" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6" aria-live="polite">
            <h2 id="priced" className="text-lg font-semibold text-brand-900">
              Priced cart
            </h2>
            {preview.unknown_product_ids.length ? <p className="mt-1 text-sm text-amber-800">Left out (no such product): {preview.unknown_product_ids.join(', ')}</p> : null}
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[34rem] text-left text-sm">
                <thead className="text-slate-700">
                  <tr>
                    <th scope="col" className="py-1 pr-3">Product</th>
                    <th scope="col" className="py-1 pr-3 text-right">Qty</th>
                    <th scope="col" className="py-1 pr-3 text-right">Price</th>
                    <th scope="col" className="py-1 pr-3 text-right">Discount</th>
                    <th scope="col" className="py-1 pr-3 text-right">Tax</th>
                    <th scope="col" className="py-1 text-right">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.lines.map((line) => (
                    <tr key={line.product_id} className="border-t border-slate-100">
                      <td className="py-1 pr-3">
                        {line.title}
                        {line.ships ? <span className="ml-1 text-xs text-slate-600">(ships)</span> : null}
                      </td>
                      <td className="py-1 pr-3 text-right">{line.qty}</td>
                      <td className="py-1 pr-3 text-right">{formatMoney(line.unit_price)}</td>
                      <td className="py-1 pr-3 text-right">{line.discount ? `−${formatMoney(line.discount)}` : '—'}</td>
                      <td className="py-1 pr-3 text-right">{formatMoney(line.tax)}</td>
                      <td className="py-1 text-right">{formatMoney(line.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">{formatMoney(pricing.subtotal)}</dd>
              <dt>Discount{pricing.promo ? ` (${pricing.promo.code})` : ''}</dt>
              <dd className="text-right">{pricing.discount ? `−${formatMoney(pricing.discount)}` : formatMoney(0)}</dd>
              {pricing.tax_breakdown.map((line) => (
                <div key={line.name} className="contents">
                  <dt>
                    {line.name} ({line.type === 'percentage' ? `${line.rate} %` : formatMoney(line.rate)})
                  </dt>
                  <dd className="text-right">{formatMoney(line.amount)}</dd>
                </div>
              ))}
              {pricing.tax_breakdown.length === 0 ? (
                <>
                  <dt>Tax{pricing.tax_exempt ? ' (exempt)' : ''}</dt>
                  <dd className="text-right">{formatMoney(0)}</dd>
                </>
              ) : null}
              <dt>Shipping{preview.shipping_rule ? ` (${preview.shipping_rule})` : ''}</dt>
              <dd className="text-right">{formatMoney(pricing.shipping)}</dd>
              <dt className="font-bold">Total</dt>
              <dd className="text-right font-bold">{formatMoney(pricing.total)}</dd>
            </dl>
            {pricing.promo ? (
              <p className={`mt-3 text-sm font-medium ${pricing.promo.applied ? 'text-emerald-800' : 'text-red-700'}`}>
                {pricing.promo.code}: {pricing.promo.message}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
