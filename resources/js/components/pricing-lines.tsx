import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { PricingView, TaxBreakdownEntry } from '#server/pricing/pricing.schemas';
import { route } from '#server/storefront-route-table';
import { rich, useTranslation } from '#js/i18n';
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
  const { t } = useTranslation();
  return (
    <>
      <SummaryRow label={t('Subtotal')} value={formatMoney(pricing.subtotal)} testId="summary-subtotal" />
      {pricing.discount > 0 ? (
        <SummaryRow
          label={pricing.promo_code ? t('Discount ({{code}})', { code: pricing.promo_code }) : t('Discount')}
          value={`−${formatMoney(pricing.discount)}`}
          valueClass="text-emerald-700"
          testId="summary-discount"
        />
      ) : null}
      {pricing.tax_breakdown.map((line, index) => (
        <SummaryRow key={`${line.name}-${index}`} label={taxLabel(line)} value={formatMoney(line.amount)} testId="summary-tax" />
      ))}
      {pricing.tax_breakdown.length === 0 ? <SummaryRow label={t('Tax')} value={formatMoney(pricing.tax)} testId="summary-tax-total" /> : null}
      <SummaryRow label={t('Shipping')} value={formatMoney(pricing.shipping)} testId="summary-shipping" />
    </>
  );
}

/**
 * Why tax is or is not charged, from the review state of the buyer's tax-exempt certificate (docs/decisions/075):
 * said at the cart and at checkout, before the order is placed, since a placed order never changes.
 */
export function TaxExemptionNote({ pricing }: { pricing: PricingView }) {
  const { t } = useTranslation();
  const note = (text: ReactNode, tone = 'text-slate-500') => (
    <p className={`mt-3 text-xs ${tone}`} data-testid="tax-exemption-note">
      {text}
    </p>
  );
  if (pricing.tax_exempt) return note(t('Your organization is tax exempt: no sales tax is charged.'));
  if (pricing.tax_exemption_status === 'pending') {
    return note(
      t('Your organization’s tax-exempt certificate is waiting for our review, so sales tax is charged for now. Once we approve it, your orders are charged no sales tax.'),
      'text-amber-800',
    );
  }
  if (pricing.tax_exemption_status === 'rejected') {
    return note(
      rich(
        t('Your organization’s tax-exempt certificate was not accepted, so sales tax is charged. The school’s main account can upload a new one in <link>My Profile</link>.'),
        {
          link: (text) => (
            <Link href={route('client.my-profile')} className="font-semibold underline">
              {text}
            </Link>
          ),
        },
      ),
      'text-amber-800',
    );
  }
  return null;
}
