import { lazy, Suspense, useState } from 'react';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { useTranslation } from '#js/i18n';
import { buttonClasses } from '#js/components/ui/button-classes';
import type { CompleteOrderBody, PlacementAnswer } from './place-order';
import { captureWalletOrder, createWalletOrder, WalletStepError } from './wallet-flow';

export interface WalletButtonsProps {
  buildBody: () => CompleteOrderBody;
  onPlaced: (answer: PlacementAnswer) => void;
  onFailed: (message: string) => void;
  disabled: boolean;
}

const PayPalWalletButtons = lazy(() => import('./paypal-buttons'));

/** The test gateway's wallet: one clearly labelled button that approves a test wallet order, then places the order. */
function TestWalletButton({ buildBody, onPlaced, onFailed, disabled }: WalletButtonsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function onClick() {
    if (busy) return;
    setBusy(true);
    try {
      const body = buildBody();
      const walletOrderId = await createWalletOrder(body);
      onPlaced(await captureWalletOrder(body, walletOrderId, 'TESTPAYER'));
    } catch (error) {
      onFailed(error instanceof WalletStepError ? error.message : CHECKOUT_MESSAGES.paypalError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="mb-2 text-xs font-bold tracking-wide text-amber-900 uppercase">{t('Test mode wallet')}</p>
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={disabled || busy}
        aria-busy={busy}
        className={buttonClasses('accent', 'lg', 'w-full')}
      >
        {busy ? t('Approving test payment…') : t('Pay with PayPal (test mode)')}
      </button>
    </div>
  );
}

/** The wallet's buttons in the summary (storefront §2 item 3, §4 "Wallet payment"). */
export function WalletButtons({ provider, ...props }: WalletButtonsProps & { provider: 'paypal' | 'test' }) {
  const { t } = useTranslation();
  if (provider === 'test') return <TestWalletButton {...props} />;
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">{t('Loading PayPal…')}</p>}>
      <PayPalWalletButtons {...props} />
    </Suspense>
  );
}
