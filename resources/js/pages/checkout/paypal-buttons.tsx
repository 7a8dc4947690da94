import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { route } from '#server/storefront-route-table';
import { msg, useTranslation } from '#js/i18n';
import { jsonCall } from '#js/lib/http';
import type { WalletButtonsProps } from './wallet-buttons';
import { captureWalletOrder, createWalletOrder, WalletStepError } from './wallet-flow';

// PayPal's own buttons (storefront §4 "Wallet payment", §7): the client id from GET /checkout/paypal-config, then
// PayPal's script with USD, capture intent, buttons only and card funding disabled.

/** A rules message in the visitor's language (the boundary below is a class, without hooks). */
function Message({ text, tone }: { text: string; tone: 'error' | 'info' }) {
  const { t } = useTranslation();
  return <p className={tone === 'error' ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}>{t(text)}</p>;
}

class RenderBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? <Message tone="error" text={CHECKOUT_MESSAGES.paypalRenderFailed} /> : this.props.children;
  }
}

function Buttons({ buildBody, onPlaced, onFailed, onError, disabled }: WalletButtonsProps & { onError: (message: string) => void }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();

  useEffect(() => {
    if (isRejected) onError(CHECKOUT_MESSAGES.paypalLoadFailed);
  }, [isRejected, onError]);

  if (isRejected) return <Message tone="error" text={CHECKOUT_MESSAGES.paypalLoadFailed} />;
  if (isPending) return <Message tone="info" text={msg('Loading PayPal…')} />;
  return (
    <PayPalButtons
      style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
      disabled={disabled}
      forceReRender={[disabled]}
      createOrder={async () => {
        try {
          return await createWalletOrder(buildBody());
        } catch (error) {
          onFailed(error instanceof WalletStepError ? error.message : CHECKOUT_MESSAGES.walletCreateFailed);
          throw error;
        }
      }}
      onApprove={async (data) => {
        try {
          onPlaced(await captureWalletOrder(buildBody(), data.orderID, data.payerID ?? null));
        } catch (error) {
          onFailed(error instanceof WalletStepError ? error.message : CHECKOUT_MESSAGES.paypalFailed);
        }
      }}
      onError={() => onError(CHECKOUT_MESSAGES.paypalError)}
    />
  );
}

export default function PayPalWalletButtons(props: WalletButtonsProps) {
  const [clientId, setClientId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { onFailed } = props;

  useEffect(() => {
    jsonCall<{ clientId: string | null }>('GET', route('checkout.paypal-config'))
      .then((answer) => {
        if (answer.clientId) setClientId(answer.clientId);
        else setFailure(CHECKOUT_MESSAGES.paypalInitFailed);
      })
      .catch(() => setFailure(CHECKOUT_MESSAGES.paypalInitFailed));
  }, []);

  useEffect(() => {
    if (failure) onFailed(failure);
  }, [failure, onFailed]);

  if (failure) return <Message tone="error" text={failure} />;
  if (!clientId) return <Message tone="info" text={msg('Loading PayPal…')} />;
  return (
    <RenderBoundary onError={() => onFailed(CHECKOUT_MESSAGES.paypalRenderFailed)}>
      <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture', components: 'buttons', disableFunding: 'card' }}>
        <Buttons {...props} onError={onFailed} />
      </PayPalScriptProvider>
    </RenderBoundary>
  );
}
