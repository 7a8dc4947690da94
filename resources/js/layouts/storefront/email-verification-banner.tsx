import { useState } from 'react';
import { route } from '#server/storefront-route-table';
import { AlertTriangleIcon } from '#js/components/icons';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { rich, useTranslation } from '#js/i18n';
import { errorMessageOf, jsonCall } from '#js/lib/http';

/**
 * On every page until the signed-in user's address is verified: what it means, and a way to get a new link
 * (docs/decisions/030), so nobody learns it only when pressing Place Order.
 */
export function EmailVerificationBanner({ address }: { address: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  async function onResend() {
    setSending(true);
    try {
      const answer = await jsonCall<{ message: string }>('POST', route('verification.send'));
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessageOf(error, t('We could not send the email. Please try again later.')));
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5"
    >
      <AlertTriangleIcon className="hidden size-6 shrink-0 text-amber-700 sm:block" />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-heading" className="font-bold">
          {t('Please verify your email address')}
        </h2>
        <p className="mt-1 text-sm">
          {rich(
            t(
              'We sent a verification link to <address>{{address}}</address>. You can browse and fill your cart, but you can place an order only after verifying. Not there? Check your spam folder.',
              { address },
            ),
            { address: (text) => <span className="font-semibold break-all">{text}</span> },
          )}
        </p>
      </div>
      <button type="button" onClick={onResend} disabled={sending} className={buttonClasses('secondary', 'sm', 'shrink-0 self-start sm:self-center')}>
        {sending ? t('Sending…') : t('Resend verification email')}
      </button>
    </section>
  );
}
