import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { CARD_MESSAGES } from '#server/checkout/checkout.schemas';
import { route } from '#server/storefront-route-table';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { useTranslation } from '#js/i18n';
import { firstFieldError, jsonCall, JsonCallError } from '#js/lib/http';
import type { CheckoutCardView } from '#server/payments/card-setup.service';

export interface CardSetupAnswer {
  client_secret: string;
  setup_intent_id: string;
}

/** What the card field did with the SetupIntent: the PaymentMethod it produced, or the provider's words. */
export type CardConfirmation = { paymentMethodId: string } | { error: string };

interface CardFormShellProps {
  /** The card field itself (Stripe's Element or the test-card picker). */
  cardField: (error: string | undefined, setCardError: (message?: string) => void) => ReactNode;
  /** True once the card field holds a complete card. */
  cardReady: boolean;
  confirmSetup: (setup: CardSetupAnswer, cardholderName: string) => Promise<CardConfirmation>;
  onSaved: (card: CheckoutCardView) => void;
  onCancel: () => void;
}

/**
 * The card form (storefront §5 "Card form"): cardholder name and a card field; saving runs a SetupIntent that the
 * card field confirms, then POST /checkout/save-card. Errors: the spec's two field messages, the provider's words
 * under the card field, else 'Failed to save card. Please try again.'
 */
export function CardFormShell({ cardField, cardReady, confirmSetup, onSaved, onCancel }: CardFormShellProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; card?: string }>({});
  const [saving, setSaving] = useState(false);
  const defaultId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = {
      name: name.trim() ? undefined : CARD_MESSAGES.cardholderRequired,
      card: cardReady ? undefined : CARD_MESSAGES.cardRequired,
    };
    if (found.name || found.card) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const setup = await jsonCall<CardSetupAnswer>('POST', route('checkout.setup-intent'));
      const confirmed = await confirmSetup(setup, name.trim());
      if ('error' in confirmed) {
        setErrors({ card: confirmed.error });
        return;
      }
      const answer = await jsonCall<{ card: CheckoutCardView; message: string }>('POST', route('checkout.save-card'), {
        cardholder_name: name.trim(),
        is_default: isDefault,
        stripe_payment_method_id: confirmed.paymentMethodId,
      });
      toast.success(answer.message);
      onSaved(answer.card);
    } catch (error) {
      if (error instanceof JsonCallError && error.isValidationError) {
        const fieldErrors = { name: firstFieldError(error.errors, 'cardholder_name'), card: firstFieldError(error.errors, 'stripe_payment_method_id') };
        if (fieldErrors.name || fieldErrors.card) {
          setErrors(fieldErrors);
          return;
        }
      }
      const message = error instanceof JsonCallError && error.status > 0 && error.status < 500 ? error.message : CHECKOUT_MESSAGES.cardSaveFailed;
      toast.error(t(message));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5" aria-label={t('New card')}>
      <div className="grid gap-4">
        <TextField
          label={t('Cardholder name')}
          name="cardholder_name"
          autoComplete="cc-name"
          maxLength={100}
          required
          value={name}
          error={errors.name && t(errors.name)}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        {cardField(errors.card && t(errors.card), (message) => setErrors((current) => (current.card === message ? current : { ...current, card: message })))}
      </div>
      <div className="mt-4 flex items-center gap-2">
        <input id={defaultId} type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} className="size-4 accent-brand-700" />
        <label htmlFor={defaultId} className="text-sm text-slate-700">
          {t('Make this my default card')}
        </label>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={saving} aria-busy={saving} className={buttonClasses('primary', 'md')}>
          {saving ? t('Saving…') : t('Save Card')}
        </button>
        <button type="button" onClick={onCancel} disabled={saving} className={buttonClasses('secondary', 'md')}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
