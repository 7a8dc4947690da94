import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useMemo, useState } from 'react';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { useTranslation } from '#js/i18n';
import { CardFormShell } from './card-form-shell';
import { loadStripeClient } from './stripe-client';
import type { CheckoutCardView } from '#server/payments/card-setup.service';

interface StripeCardFormProps {
  onSaved: (card: CheckoutCardView) => void;
  onCancel: () => void;
}

/** The card field through Stripe Elements (postal code hidden); the card number goes to Stripe, never to us. */
function StripeCardFields({ onSaved, onCancel }: StripeCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const id = useId();

  return (
    <CardFormShell
      cardReady={complete}
      onSaved={onSaved}
      onCancel={onCancel}
      confirmSetup={async (setup, cardholderName) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: CHECKOUT_MESSAGES.cardSaveFailed };
        const result = await stripe.confirmCardSetup(setup.client_secret, { payment_method: { card, billing_details: { name: cardholderName } } });
        if (result.error) return { error: result.error.message ?? CHECKOUT_MESSAGES.cardSaveFailed };
        const method = result.setupIntent.payment_method;
        const paymentMethodId = typeof method === 'string' ? method : method?.id;
        return paymentMethodId ? { paymentMethodId } : { error: CHECKOUT_MESSAGES.cardSaveFailed };
      }}
      cardField={(error, setCardError) => (
        <div>
          <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('Card information')}
            <span className="text-red-700" aria-hidden="true">
              {' *'}
            </span>
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-label`}
            className={`rounded-xl border bg-white px-4 py-3.5 shadow-xs ${error ? 'border-red-600' : 'border-slate-300'}`}
          >
            <CardElement
              options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#0f172a' } } }}
              onChange={(event) => {
                setComplete(event.complete);
                setCardError(event.error?.message);
              }}
            />
          </div>
          {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
        </div>
      )}
    />
  );
}

export default function StripeCardForm(props: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripeClient(), []);
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
