import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesMonth } from '#server/admin/reports.pages';

// Net sales by month as bars (recharts), for the reports page (docs/decisions/126). A picture of the table under it:
// screen readers get one label pointing to that table, and recharts' keyboard layer is off.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export default function SalesChart({ months }: { months: SalesMonth[] }) {
  const data = months.map((row) => ({ label: row.label, net: row.net_cents / 100 }));
  return (
    <div role="img" aria-label="Bar chart of net sales by month. The same figures are in the table below." className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tickFormatter={(value: number) => compactDollars.format(value)} tick={{ fontSize: 12, fill: '#475569' }} width={64} />
          <Tooltip formatter={(value) => [dollars.format(Number(value)), 'Net sales']} />
          <Bar dataKey="net" name="Net sales" fill="#1d4ed8" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
