import { lazy, Suspense } from 'react';
import type { PaymentTypeName } from '#server/checkout/checkout.rules';
import { CheckCircleIcon } from '#js/components/icons';
import { PlusIcon } from '#js/components/storefront/storefront-icons';
import { rich, useTranslation, type Translate } from '#js/i18n';
import { buttonClasses } from '#js/components/ui/button-classes';
import { route } from '#server/storefront-route-table';
import { CheckoutSection, ChoiceCard } from './checkout-section';
import { TestCardForm } from './test-card-form';
import type { CheckoutPaymentOptions } from '#server/checkout/checkout.pages';
import type { CheckoutCardView } from '#server/payments/card-setup.service';

// Stripe's React bindings load only when the card gateway is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface PaymentSectionProps {
  step: number;
  options: CheckoutPaymentOptions;
  offered: PaymentTypeName[];
  paymentType: PaymentTypeName;
  onTypeChange: (type: PaymentTypeName) => void;
  cards: CheckoutCardView[];
  selectedCardId: number | null;
  cardFormOpen: boolean;
  onSelectCard: (id: number) => void;
  onAddCard: () => void;
  onCancelCard: () => void;
  onCardSaved: (card: CheckoutCardView) => void;
}

const brandName = (brand: string, t: Translate) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : t('Card'));

export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
      {t('Test mode')}
    </span>
  );
}

/** Section 3, Payment Method (storefront §2, §4 "Payment type"): card, wallet or check, or the fully discounted notice. */
export function PaymentSection(props: PaymentSectionProps) {
  const { t } = useTranslation();
  const { step, options, offered, paymentType, onTypeChange } = props;
  const discounted = offered.length === 1 && offered[0] === 'discounted';
  const paypalName = options.wallet_provider === 'test' ? t('PayPal (test mode)') : 'PayPal';

  return (
    <CheckoutSection step={step} id="payment-method" title={t('Payment Method')} aside={options.test_mode && !discounted ? <TestModeBadge /> : null}>
      {discounted ? (
        <div role="status" data-testid="fully-discounted" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            {rich(t('<strong>Your order is fully discounted.</strong> No payment is needed: accept the terms and the license agreement, then choose Complete Free Order.'), {
              strong: (text) => <strong className="font-bold">{text}</strong>,
            })}
          </p>
        </div>
      ) : (
        <>
          {options.test_mode ? (
            <p className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {t('Payments run on the test gateway: no real card or PayPal account is charged.')}
            </p>
          ) : null}
          <fieldset>
            <legend className="sr-only">{t('Choose how to pay')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <ChoiceCard name="payment_type" value="credit_card" checked={paymentType === 'credit_card'} onChange={() => onTypeChange('credit_card')}>
                <span className="font-bold text-slate-900">{t('Credit Card')}</span>
                <span className="block text-slate-600">{t('Visa, Mastercard, American Express, Discover')}</span>
              </ChoiceCard>
              {offered.includes('paypal') ? (
                <ChoiceCard name="payment_type" value="paypal" checked={paymentType === 'paypal'} onChange={() => onTypeChange('paypal')}>
                  <span className="font-bold text-slate-900">{paypalName}</span>
                  <span className="block text-slate-600">{t('Pay with your PayPal account')}</span>
                </ChoiceCard>
              ) : null}
              {offered.includes('check') ? (
                <ChoiceCard name="payment_type" value="check" checked={paymentType === 'check'} onChange={() => onTypeChange('check')}>
                  <span className="font-bold text-slate-900">{t('Payment by Check')}</span>
                  <span className="block text-slate-600">{t('Request a quote, then pay by check')}</span>
                </ChoiceCard>
              ) : null}
            </div>
          </fieldset>
          <div className="mt-5">
            {paymentType === 'credit_card' ? <CardChoice {...props} /> : null}
            {paymentType === 'paypal' ? (
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
                {t('The PayPal button appears in the order summary once you accept the terms and conditions and the license agreement.')}
              </p>
            ) : null}
            {paymentType === 'check' ? (
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
                {t('Request a quote and we will reply within 1-2 business days with what to do next. Nothing is charged now; your order stays as PO Generated until your check arrives.')}
              </p>
            ) : null}
            {options.check_terms_hint === 'request' ? (
              <p className="text-sm text-slate-600" data-testid="check-terms-hint">
                {rich(t('Does your school pay by check or purchase order? <link>Request check / PO terms</link> in My Profile.'), {
                  link: (text) => (
                    <a href={`${route('client.my-profile')}#check-terms`} className="font-semibold text-brand-800 underline">
                      {text}
                    </a>
                  ),
                })}
              </p>
            ) : options.check_terms_hint === 'ask-school' ? (
              <p className="text-sm text-slate-600" data-testid="check-terms-hint">
                {t("To pay by check or purchase order, ask your school's main account to request check / PO terms in My Profile.")}
              </p>
            ) : null}
          </div>
        </>
      )}
    </CheckoutSection>
  );
}

function CardChoice({ options, cards, selectedCardId, cardFormOpen, onSelectCard, onAddCard, onCancelCard, onCardSaved }: PaymentSectionProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-bold text-slate-900">{t('Saved cards')}</h3>
        {cardFormOpen ? null : (
          <button type="button" onClick={onAddCard} className={buttonClasses('secondary', 'sm')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('Add Card')}
          </button>
        )}
      </div>
      {cards.length ? (
        <fieldset className="mt-3">
          <legend className="sr-only">{t('Choose a saved card')}</legend>
          <div className="grid gap-3 md:grid-cols-2" data-testid="card-list">
            {cards.map((card) => (
              <ChoiceCard key={card.id} name="card" value={String(card.id)} checked={selectedCardId === card.id} onChange={() => onSelectCard(card.id)} testId="card-option">
                <span className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                  {t('{{brand}} ending in {{lastFour}}', { brand: brandName(card.card_type, t), lastFour: card.last_four })}
                  {card.is_default ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('Default')}</span> : null}
                </span>
                <span className="block">{card.cardholder_name}</span>
                <span className="block text-slate-500">
                  {t('Expires {{month}}/{{year}}', { month: String(card.expiry_month).padStart(2, '0'), year: card.expiry_year })}
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      ) : cardFormOpen ? null : (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{t('No saved cards yet. Add a card to pay.')}</p>
      )}
      {cardFormOpen ? (
        <div className="mt-4">
          {options.card_provider === 'stripe' ? (
            <Suspense fallback={<p className="text-sm text-slate-600">{t('Loading the secure card form…')}</p>}>
              <StripeCardForm onSaved={onCardSaved} onCancel={onCancelCard} />
            </Suspense>
          ) : (
            <TestCardForm onSaved={onCardSaved} onCancel={onCancelCard} />
          )}
        </div>
      ) : null}
    </div>
  );
}
