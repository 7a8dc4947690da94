import { CHECKOUT_MESSAGES } from '#server/checkout/checkout.rules';
import { route } from '#server/storefront-route-table';
import { jsonCall, JsonCallError } from '#js/lib/http';
import type { CompleteOrderBody, PlacementAnswer } from './place-order';

// The wallet's two server calls (storefront §4 "Wallet payment", §8): make the wallet order from the server's
// pricing, then, once the buyer approved it, capture it and complete the order in one call.

export class WalletStepError extends Error {}

const serverMessage = (error: unknown) => (error instanceof JsonCallError && error.status > 0 && error.status < 500 ? error.message : null);

/** 'Invalid order data' when there is no total or no cart; otherwise the server's wallet order id. */
export async function createWalletOrder(body: CompleteOrderBody): Promise<string> {
  if (!body.pricing?.total || !body.cart_items.length) throw new WalletStepError(CHECKOUT_MESSAGES.invalidOrderData);
  try {
    const answer = await jsonCall<{ id: string }>('POST', route('checkout.paypal-create-order'), body);
    return answer.id;
  } catch (error) {
    if (error instanceof JsonCallError && error.status === 0) throw new WalletStepError(CHECKOUT_MESSAGES.walletCreateError);
    throw new WalletStepError(serverMessage(error) ?? CHECKOUT_MESSAGES.walletCreateFailed);
  }
}

export async function captureWalletOrder(body: CompleteOrderBody, walletOrderId: string, payerId: string | null): Promise<PlacementAnswer> {
  try {
    return await jsonCall<PlacementAnswer>('POST', route('checkout.paypal-capture-order', { id: walletOrderId }), {
      ...body,
      payment_type: 'paypal',
      paypal_order_id: walletOrderId,
      paypal_payer_id: payerId,
    });
  } catch (error) {
    throw new WalletStepError(serverMessage(error) ?? CHECKOUT_MESSAGES.paypalFailed);
  }
}
