import { Head, Link } from '@inertiajs/react';
import type { PromoCodeUsesPageProps } from '#server/admin/pricing-admin.pages';
import { formatMoney } from '#js/lib/money';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Chicago' });

/** Who used a code, on which order, and what it took off. */
export default function PromoCodeUsesPage({ promo_code: code, uses, edit_url }: PromoCodeUsesPageProps) {
  const total = uses.reduce((sum, use) => sum + Math.round(use.discount * 100), 0) / 100;
  return (
    <>
      <Head title={`Uses of ${code.code}`} />
      <div className="mx-auto w-full max-w-5xl">
        <h1 className="text-2xl font-bold break-all text-brand-900">Uses of {code.code}</h1>
        <p className="mt-1 text-slate-700">
          {code.uses_count} {code.uses_count === 1 ? 'use' : 'uses'}
          {code.max_uses !== null ? ` of ${code.max_uses} allowed` : ''}, {formatMoney(total)} taken off in all.{' '}
          <Link href={edit_url} className="font-semibold text-brand-800 underline">
            Edit the code
          </Link>
        </p>
        {uses.length === 0 ? (
          <p className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">Nobody has used this code yet.</p>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Orders that used {code.code}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">When</th>
                  <th scope="col" className="px-3 py-2">Order</th>
                  <th scope="col" className="px-3 py-2">Customer</th>
                  <th scope="col" className="px-3 py-2 text-right">Discount</th>
                  <th scope="col" className="px-3 py-2 text-right">Order total</th>
                </tr>
              </thead>
              <tbody>
                {uses.map((use) => (
                  <tr key={use.id} className="border-t border-slate-100">
                    <td className="px-3 py-2 whitespace-nowrap">{dateTime.format(new Date(use.used_at))}</td>
                    <td className="px-3 py-2">
                      <Link href={use.order_url} className="font-semibold text-brand-800 underline">
                        #{String(use.order_id).padStart(6, '0')}
                      </Link>{' '}
                      <span className="text-slate-600">{use.order_status}</span>
                    </td>
                    <td className="px-3 py-2">
                      <Link href={use.customer_url} className="text-brand-800 underline">
                        {use.customer.name}
                      </Link>
                      <span className="block text-xs break-all text-slate-600">{use.customer.email}</span>
                    </td>
                    <td className="px-3 py-2 text-right">{formatMoney(use.discount)}</td>
                    <td className="px-3 py-2 text-right">{formatMoney(use.order_total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
