import { useId, useState } from 'react';
import { TEST_CARDS, type TestCardKey } from '#server/payments/test-cards.rules';
import { route } from '#server/storefront-route-table';
import { useTranslation } from '#js/i18n';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { CardFormShell } from './card-form-shell';
import type { CheckoutCardView } from '#server/payments/card-setup.service';

/**
 * The test gateway's card field (DESIGN "Payments"): no card number is typed; a named test card confirms the
 * SetupIntent on the server, the way Stripe's test PaymentMethods stand for cards.
 */
export function TestCardForm({ onSaved, onCancel }: { onSaved: (card: CheckoutCardView) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [card, setCard] = useState<TestCardKey | ''>('');
  const id = useId();

  return (
    <CardFormShell
      cardReady={card !== ''}
      onSaved={onSaved}
      onCancel={onCancel}
      confirmSetup={async (setup) => {
        try {
          const answer = await jsonCall<{ payment_method: string }>('POST', route('checkout.test-card.confirm', { id: setup.setup_intent_id }), {
            test_card: card,
          });
          return { paymentMethodId: answer.payment_method };
        } catch (error) {
          // The bank declined the card, as Stripe.js reports it: its words under the card field.
          if (error instanceof JsonCallError && error.status === 402) return { error: error.message };
          throw error;
        }
      }}
      cardField={(error, setCardError) => (
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('Card information')} <span className="font-normal text-amber-800">{t('(test mode)')}</span>
            <span className="text-red-700" aria-hidden="true">
              {' *'}
            </span>
          </label>
          <select
            id={id}
            name="test_card"
            value={card}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setCard(event.target.value as TestCardKey | '');
              setCardError(undefined);
            }}
            className={`block min-h-12 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 ${
              error ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
            }`}
          >
            <option value="">{t('Choose a test card…')}</option>
            {TEST_CARDS.map((testCard) => (
              <option key={testCard.key} value={testCard.key}>
                {testCard.label}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
              {t('Test mode: no real card is used or charged.')}
            </p>
          )}
        </div>
      )}
    />
  );
}
