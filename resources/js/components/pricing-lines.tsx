import type { PricingView, TaxBreakdownEntry } from '#server/pricing/pricing.schemas';
import { formatMoney } from '#js/lib/money';

// The server's pricing as summary lines, shared by the cart and checkout summaries (storefront §2):
// subtotal, discount, every tax line, shipping. The total row stays with each card.

const taxLabel = (line: TaxBreakdownEntry) => (line.type === 'percentage' ? `${line.name} (${line.rate}%)` : line.name);

export function SummaryRow({ label, value, valueClass = 'text-slate-900', testId }: { label: string; value: string; valueClass?: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid={testId}>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-semibold tabular-nums ${valueClass}`}>{value}</dd>
    </div>
  );
}

export function PricingLines({ pricing }: { pricing: PricingView }) {
  return (
    <>
      <SummaryRow label="Subtotal" value={formatMoney(pricing.subtotal)} testId="summary-subtotal" />
      {pricing.discount > 0 ? (
        <SummaryRow
          label={pricing.promo_code ? `Discount (${pricing.promo_code})` : 'Discount'}
          value={`−${formatMoney(pricing.discount)}`}
          valueClass="text-emerald-700"
          testId="summary-discount"
        />
      ) : null}
      {pricing.tax_breakdown.map((line, index) => (
        <SummaryRow key={`${line.name}-${index}`} label={taxLabel(line)} value={formatMoney(line.amount)} testId="summary-tax" />
      ))}
      {pricing.tax_breakdown.length === 0 ? <SummaryRow label="Tax" value={formatMoney(pricing.tax)} testId="summary-tax-total" /> : null}
      <SummaryRow label="Shipping" value={formatMoney(pricing.shipping)} testId="summary-shipping" />
    </>
  );
}
