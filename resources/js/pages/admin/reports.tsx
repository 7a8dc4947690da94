import { Head, Link, router } from '@inertiajs/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { ReportsPageProps } from '#server/admin/reports.pages';
import { route } from '#server/route-table';
import SalesChart from '#js/components/admin/sales-chart';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';

// The staff reports (docs/decisions/125): sales by month (a chart and the same figures as a table), top products,
// licences per level, renewals and quote conversion, each with its CSV. recharts loads with this page only.

const formatCents = (cents: number) => formatMoney(cents / 100);
const formatPercent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);

const FIELD = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200';
const TH = 'px-3 py-2 font-semibold whitespace-nowrap';
const TD_NUMBER = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

function ReportSection({ id, title, description, exportUrl, exportLabel, children }: { id: string; title: string; description: ReactNode; exportUrl: string; exportLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <a href={exportUrl} className={buttonClasses('secondary', 'sm')} download>
          Export CSV<span className="sr-only"> of {exportLabel}</span>
        </a>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ReportTable({ caption, head, children, foot }: { caption: string; head: ReactNode; children: ReactNode; foot?: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">{head}</thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot ? <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">{foot}</tfoot> : null}
      </table>
    </div>
  );
}

function RangeFilter({ filters, isDefault }: { filters: ReportsPageProps['filters']; isDefault: boolean }) {
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  useEffect(() => {
    setFrom(filters.from);
    setTo(filters.to);
  }, [filters.from, filters.to]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    router.get(route('admin.reports'), { from, to }, { preserveScroll: true });
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 grid grid-cols-1 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto_auto]">
      <div>
        <label htmlFor="report-from" className="mb-1 block text-xs font-semibold text-slate-600">
          From
        </label>
        <input id="report-from" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} className={FIELD} />
      </div>
      <div>
        <label htmlFor="report-to" className="mb-1 block text-xs font-semibold text-slate-600">
          To
        </label>
        <input id="report-to" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} className={FIELD} />
      </div>
      <button type="submit" className={buttonClasses('primary', 'md')}>
        Show
      </button>
      {isDefault ? (
        <span className="text-sm text-slate-500">Last 12 months</span>
      ) : (
        <Link href={route('admin.reports')} className="text-sm font-semibold text-brand-800 hover:underline">
          Back to the last 12 months
        </Link>
      )}
    </form>
  );
}

/** Sales, products, licences, renewals and quotes over a date range (shop time), each exportable as CSV. */
export default function AdminReports({ filters, is_default_range, as_of, sales, top_products, top_products_shown, licences, renewals, quotes, export_urls }: ReportsPageProps) {
  const rangeLabel = `${filters.from} to ${filters.to}`;
  return (
    <>
      <Head title="Reports" />
      <h1 className="text-2xl font-extrabold text-slate-900">Reports</h1>
      <p className="mt-1 text-sm text-slate-600">Dates are shop days (US Central), both ends included. Licences are counted as of today, {as_of}.</p>
      <RangeFilter filters={filters} isDefault={is_default_range} />

      <ReportSection
        id="sales"
        title="Sales by month"
        description="Orders paid in the month (by card, PayPal, check or free), at their total with tax and shipping; refunds in the month they were made. Quotes waiting for a check and cancelled orders are not sales."
        exportUrl={export_urls.sales}
        exportLabel="sales by month"
      >
        <SalesChart months={sales.months} />
        <div className="mt-4">
          <ReportTable
            caption={`Sales by month, ${rangeLabel}`}
            head={
              <tr>
                <th scope="col" className={TH}>Month</th>
                <th scope="col" className={`${TH} text-right`}>Orders</th>
                <th scope="col" className={`${TH} text-right`}>Gross sales</th>
                <th scope="col" className={`${TH} text-right`}>Refunds</th>
                <th scope="col" className={`${TH} text-right`}>Net sales</th>
              </tr>
            }
            foot={
              <tr>
                <th scope="row" className={TH}>Total</th>
                <td className={TD_NUMBER}>{sales.totals.orders}</td>
                <td className={TD_NUMBER}>{formatCents(sales.totals.gross_cents)}</td>
                <td className={TD_NUMBER}>{formatCents(sales.totals.refunds_cents)}</td>
                <td className={TD_NUMBER}>{formatCents(sales.totals.net_cents)}</td>
              </tr>
            }
          >
            {sales.months.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">{row.label}</th>
                <td className={TD_NUMBER}>{row.orders}</td>
                <td className={TD_NUMBER}>{formatCents(row.gross_cents)}</td>
                <td className={TD_NUMBER}>{formatCents(row.refunds_cents)}</td>
                <td className={`${TD_NUMBER} font-semibold`}>{formatCents(row.net_cents)}</td>
              </tr>
            ))}
          </ReportTable>
        </div>
      </ReportSection>

      <ReportSection
        id="top-products"
        title="Top products"
        description={`Up to ${top_products_shown} products, those that brought in the most on sales paid in the range (line totals less refunds); units on lines not refunded in full. The CSV lists every product sold.`}
        exportUrl={export_urls.top_products}
        exportLabel="every product sold in the range"
      >
        {top_products.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing was sold in this range.</p>
        ) : (
          <ReportTable
            caption={`Top products, ${rangeLabel}`}
            head={
              <tr>
                <th scope="col" className={`${TH} text-right`}>#</th>
                <th scope="col" className={TH}>Product</th>
                <th scope="col" className={`${TH} text-right`}>Units</th>
                <th scope="col" className={`${TH} text-right`}>Orders</th>
                <th scope="col" className={`${TH} text-right`}>Net sales</th>
              </tr>
            }
          >
            {top_products.map((row) => (
              <tr key={row.product_id}>
                <td className={TD_NUMBER}>{row.rank}</td>
                <th scope="row" className="min-w-48 px-3 py-2 font-normal">{row.title}</th>
                <td className={TD_NUMBER}>{row.units}</td>
                <td className={TD_NUMBER}>{row.orders}</td>
                <td className={`${TD_NUMBER} font-semibold`}>{formatCents(row.net_cents)}</td>
              </tr>
            ))}
          </ReportTable>
        )}
      </ReportSection>

      <ReportSection
        id="licences"
        title="Licences by school level"
        description={`Streaming licences in force as of ${as_of}, by the level of their program: expiring = ending within ${licences.expiring_window_days} days and not renewed; expired = ended and never renewed. Suspended and revoked licences are not counted. Not filtered by the date range.`}
        exportUrl={export_urls.licences}
        exportLabel="licences by school level"
      >
        <ReportTable
          caption={`Licences by school level as of ${as_of}`}
          head={
            <tr>
              <th scope="col" className={TH}>Level</th>
              <th scope="col" className={`${TH} text-right`}>Active</th>
              <th scope="col" className={`${TH} text-right`}>Expiring within {licences.expiring_window_days} days</th>
              <th scope="col" className={`${TH} text-right`}>Expired</th>
            </tr>
          }
          foot={
            <tr>
              <th scope="row" className={TH}>Total</th>
              <td className={TD_NUMBER}>{licences.totals.active}</td>
              <td className={TD_NUMBER}>{licences.totals.expiring}</td>
              <td className={TD_NUMBER}>{licences.totals.expired}</td>
            </tr>
          }
        >
          {licences.levels.map((row) => (
            <tr key={row.level_id ?? 'none'}>
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">{row.level}</th>
              <td className={TD_NUMBER}>{row.active}</td>
              <td className={`${TD_NUMBER} ${row.expiring > 0 ? 'font-semibold text-amber-800' : ''}`}>{row.expiring}</td>
              <td className={TD_NUMBER}>{row.expired}</td>
            </tr>
          ))}
        </ReportTable>
      </ReportSection>

      <ReportSection
        id="renewals"
        title="Renewals"
        description="Renewals bought: renewal lines on sales paid in the month, less refunds. Licences ending: licences in force that end in the month, and how many of them had been renewed."
        exportUrl={export_urls.renewals}
        exportLabel="renewals by month"
      >
        <ReportTable
          caption={`Renewals by month, ${rangeLabel}`}
          head={
            <tr>
              <th scope="col" className={TH}>Month</th>
              <th scope="col" className={`${TH} text-right`}>Renewals bought</th>
              <th scope="col" className={`${TH} text-right`}>Renewal sales</th>
              <th scope="col" className={`${TH} text-right`}>Licences ending</th>
              <th scope="col" className={`${TH} text-right`}>Of those renewed</th>
              <th scope="col" className={`${TH} text-right`}>Renewal rate</th>
            </tr>
          }
          foot={
            <tr>
              <th scope="row" className={TH}>Total</th>
              <td className={TD_NUMBER}>{renewals.totals.renewals}</td>
              <td className={TD_NUMBER}>{formatCents(renewals.totals.net_cents)}</td>
              <td className={TD_NUMBER}>{renewals.totals.licences_ending}</td>
              <td className={TD_NUMBER}>{renewals.totals.licences_renewed}</td>
              <td className={TD_NUMBER}>{formatPercent(renewals.totals.renewal_rate_percent)}</td>
            </tr>
          }
        >
          {renewals.months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">{row.label}</th>
              <td className={TD_NUMBER}>{row.renewals}</td>
              <td className={TD_NUMBER}>{formatCents(row.net_cents)}</td>
              <td className={TD_NUMBER}>{row.licences_ending}</td>
              <td className={TD_NUMBER}>{row.licences_renewed}</td>
              <td className={TD_NUMBER}>{formatPercent(row.renewal_rate_percent)}</td>
            </tr>
          ))}
        </ReportTable>
      </ReportSection>

      <ReportSection
        id="quotes"
        title="Quote conversion"
        description="Check orders (quote requests) placed in the month, and what became of them: paid (a check recorded), cancelled, or still waiting for the check."
        exportUrl={export_urls.quotes}
        exportLabel="quote conversion by month"
      >
        <ReportTable
          caption={`Quote conversion by month requested, ${rangeLabel}`}
          head={
            <tr>
              <th scope="col" className={TH}>Month requested</th>
              <th scope="col" className={`${TH} text-right`}>Quotes</th>
              <th scope="col" className={`${TH} text-right`}>Quoted value</th>
              <th scope="col" className={`${TH} text-right`}>Paid</th>
              <th scope="col" className={`${TH} text-right`}>Paid value</th>
              <th scope="col" className={`${TH} text-right`}>Cancelled</th>
              <th scope="col" className={`${TH} text-right`}>Still open</th>
              <th scope="col" className={`${TH} text-right`}>Conversion</th>
            </tr>
          }
          foot={
            <tr>
              <th scope="row" className={TH}>Total</th>
              <td className={TD_NUMBER}>{quotes.totals.requested}</td>
              <td className={TD_NUMBER}>{formatCents(quotes.totals.requested_cents)}</td>
              <td className={TD_NUMBER}>{quotes.totals.converted}</td>
              <td className={TD_NUMBER}>{formatCents(quotes.totals.converted_cents)}</td>
              <td className={TD_NUMBER}>{quotes.totals.cancelled}</td>
              <td className={TD_NUMBER}>{quotes.totals.open}</td>
              <td className={TD_NUMBER}>{formatPercent(quotes.totals.conversion_percent)}</td>
            </tr>
          }
        >
          {quotes.months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">{row.label}</th>
              <td className={TD_NUMBER}>{row.requested}</td>
              <td className={TD_NUMBER}>{formatCents(row.requested_cents)}</td>
              <td className={TD_NUMBER}>{row.converted}</td>
              <td className={TD_NUMBER}>{formatCents(row.converted_cents)}</td>
              <td className={TD_NUMBER}>{row.cancelled}</td>
              <td className={TD_NUMBER}>{row.open}</td>
              <td className={TD_NUMBER}>{formatPercent(row.conversion_percent)}</td>
            </tr>
          ))}
        </ReportTable>
      </ReportSection>
    </>
  );
}
