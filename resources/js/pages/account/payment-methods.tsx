import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import type { PaymentMethodsPageProps } from '#server/payments/payments.pages';
import type { CardView } from '#server/payments/payment-methods.service';
import { route } from '#server/storefront-route-table';
import { popup } from '#js/components/popups/popup';
import { buttonClasses } from '#js/components/ui/button-classes';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { EmptyState } from '#js/layouts/account/empty-state';
import { useTranslation } from '#js/i18n';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const brandName = (cardType: string) => BRAND_NAMES[cardType.toLowerCase()] ?? cardType.charAt(0).toUpperCase() + cardType.slice(1);

const expiry = (card: CardView) => `${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`;

/** My Payment Method (account-area §2): the saved cards, the default, and removing one. */
export default function PaymentMethods({ cards }: PaymentMethodsPageProps) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<number | null>(null);

  function onMakeDefault(card: CardView) {
    setBusyId(card.id);
    router.put(route('client.payment-method.default', { id: card.id }), {}, { preserveScroll: true, onFinish: () => setBusyId(null) });
  }

  async function onRemove(card: CardView) {
    const confirmed = await popup.confirm({
      title: t('Remove this card?'),
      text: t('{{brand}} ending in {{lastFour}} will be removed from your account.', { brand: brandName(card.card_type), lastFour: card.last_four }),
      confirmText: t('Yes, remove it'),
      cancelText: t('Cancel'),
    });
    if (!confirmed) return;
    setBusyId(card.id);
    router.delete(route('client.payment-method.destroy', { id: card.id }), { preserveScroll: true, onFinish: () => setBusyId(null) });
  }

  return (
    <>
      <Head title={t('My Payment Method')} />
      <AccountPageHeader
        title={t('My Payment Method')}
        description={t('Cards you saved at checkout. Card numbers are kept by our payment provider, never by us.')}
      />
      {cards.length === 0 ? (
        <EmptyState
          title={t('No payment method saved')}
          action={
            <Link href={route('client.products')} className={buttonClasses('primary')}>
              {t('Start Shopping')}
            </Link>
          }
        >
          {t('You have not saved a card yet. You can save one at checkout.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {cards.map((card) => (
            <li key={card.id} className={`rounded-2xl border bg-white p-5 ${card.is_default ? 'border-brand-500 ring-1 ring-brand-200' : 'border-slate-200'}`}>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="text-lg font-bold text-slate-900">
                    {brandName(card.card_type)} <span className="font-mono">•••• {card.last_four}</span>
                  </p>
                  <p className="text-sm text-slate-600">{card.cardholder_name}</p>
                  <p className={`mt-1 text-sm ${card.is_expired ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
                    {card.is_expired ? t('Expired {{date}}', { date: expiry(card) }) : t('Expires {{date}}', { date: expiry(card) })}
                  </p>
                </div>
                {card.is_default ? <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">{t('Default')}</span> : null}
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                {!card.is_default ? (
                  <button type="button" onClick={() => onMakeDefault(card)} disabled={busyId !== null} className={buttonClasses('secondary', 'sm')}>
                    {t('Set as default')}
                    <span className="sr-only">{t(': card ending in {{lastFour}}', { lastFour: card.last_four })}</span>
                  </button>
                ) : null}
                <button type="button" onClick={() => onRemove(card)} disabled={busyId !== null} className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
                  {t('Remove')}
                  <span className="sr-only"> {t('card ending in {{lastFour}}', { lastFour: card.last_four })}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
