import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Buyer } from '#server/accounts/viewer.rules.js';
import { unitPriceCentsOf } from '#server/cart/cart.service.js';
import type { Logger } from '#server/logger.js';
import type { WalletShippingAddress } from '#server/payments/payment-gateway.types.js';
import type { PaymentGateways } from '#server/payments/payment-gateways.service.js';
import { route } from '#server/route-table.js';
import { CHECKOUT_MESSAGES } from './checkout.rules.js';
import type { TCompleteOrderInput } from './checkout.schemas.js';
import { placementKeyOf, walletCustomIdOf } from './place-order.rules.js';
import { ordererRefusalOf, refusal, repriceAndCheckCart, type Refusal } from './place-order.service.js';

// The wallet order (storefront §4 "Wallet payment", §7): made by the server from its own pricing of the cart,
// once the page's checks pass, so the buyer approves exactly what order placement will capture. A refusal is returned
// with its reason and the spec's message, as order placement returns one; the controller turns it into HTTP.

export interface WalletCheckoutDeps {
  db: PrismaClient;
  gateways: PaymentGateways;
  logger: Logger;
  appUrl: string;
}

export type WalletOrderResult = { kind: 'created'; id: string } | Refusal;

export async function createWalletOrderForCart(deps: WalletCheckoutDeps, buyer: Buyer, input: TCompleteOrderInput): Promise<WalletOrderResult> {
  const refused = ordererRefusalOf(buyer);
  if (refused) return refused;
  const wallet = deps.gateways.wallet;
  if (!wallet) return refusal('wallet_not_configured', CHECKOUT_MESSAGES.walletNotConfigured);
  // Storefront §8: 'Invalid order data' when the total or the cart is missing.
  if (!input.pricing || !input.pricing.total || !input.cart_items?.length) return refusal('invalid_order_data', CHECKOUT_MESSAGES.invalidOrderData);

  const checked = await repriceAndCheckCart(deps.db, buyer, input, { walletAvailable: true, forWalletOrder: true });
  if (checked.kind === 'refused') return checked;
  const { priced, addressId, ships } = checked;
  const { result, lines } = priced;

  const address = addressId ? await deps.db.address.findFirst({ where: { id: addressId, userId: buyer.userId } }) : null;
  // Storefront §7 as refined by docs/decisions/095: a cart that ships sends the address chosen here
  // (SET_PROVIDED_ADDRESS); a download-only cart sends none (NO_SHIPPING), whatever the account type.
  const shipTo: WalletShippingAddress | null =
    ships && address
      ? { fullName: address.receiverName, street: address.street, city: address.city, state: address.state, zipCode: address.zipCode, countryCode: address.country }
      : null;

  try {
    const order = await wallet.createWalletOrder({
      requestId: placementKeyOf(buyer.userId, { ...input, payment_type: 'paypal', paypal_order_id: null, paypal_payer_id: null }).replace(/^place_/, 'wallet_'),
      customId: walletCustomIdOf(buyer.userId),
      totalCents: result.totalCents,
      itemTotalCents: result.subtotalCents,
      taxCents: result.taxCents,
      shippingCents: result.shippingCents,
      discountCents: result.discountCents,
      lines: lines.map((line) => ({ name: line.product.title, sku: line.product.sku, quantity: line.qty, unitAmountCents: unitPriceCentsOf(line) })),
      shipTo,
      returnUrl: new URL(route('checkout.success'), deps.appUrl).toString(),
      cancelUrl: new URL(route('client.checkout'), deps.appUrl).toString(),
    });
    return { kind: 'created', id: order.id };
  } catch (error) {
    deps.logger.error({ err: error }, 'wallet order could not be created');
    return refusal('provider_unreachable', CHECKOUT_MESSAGES.walletCreateFailed);
  }
}
