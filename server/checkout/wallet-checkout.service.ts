import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { CurrentUser } from '#server/accounts/current-user.js';
import { unitPriceCentsOf } from '#server/cart/cart.service.js';
import { HttpError } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import type { WalletShippingAddress } from '#server/payments/payment-gateway.types.js';
import type { PaymentGateways } from '#server/payments/payment-gateways.service.js';
import { isCartAsShown, placementKeyOf, walletCustomIdOf } from '#server/orders/order-placement.checks.js';
import { pricingBuyerOf, refuseNonBuyers } from '#server/orders/order-placement.service.js';
import { priceCart } from '#server/pricing/pricing.service.js';
import { route } from '#server/route-table.js';
import { CHECKOUT_MESSAGES, findPlacementProblem, offeredPaymentTypes, shipsTo } from './checkout.rules.js';
import type { TCompleteOrderInput } from './checkout.schemas.js';

// The wallet order (storefront §4 "Wallet payment", §7): made by the server from its own pricing of the cart,
// once the page's checks pass, so the buyer approves exactly what order placement will capture.

export interface WalletCheckoutDeps {
  db: PrismaClient;
  gateways: PaymentGateways;
  logger: Logger;
  appUrl: string;
}

export async function createWalletOrderForCart(deps: WalletCheckoutDeps, buyer: CurrentUser, input: TCompleteOrderInput): Promise<{ id: string }> {
  refuseNonBuyers(buyer);
  const wallet = deps.gateways.wallet;
  if (!wallet) throw new HttpError(404, CHECKOUT_MESSAGES.walletNotConfigured);
  // Storefront §8: 'Invalid order data' when the total or the cart is missing.
  if (!input.pricing || !input.pricing.total || !input.cart_items?.length) throw new HttpError(422, CHECKOUT_MESSAGES.invalidOrderData);

  const ships = shipsTo(buyer.account_type_id);
  const addressId = ships ? (input.shipping_address?.id ?? null) : null;
  const priced = await priceCart(deps.db, {
    owner: { userId: buyer.id, cartSessionId: null },
    buyer: pricingBuyerOf(buyer),
    shippingAddress: addressId ? { id: addressId } : null,
  });
  const { result, lines } = priced;
  const problem = findPlacementProblem({
    cartChanged: !isCartAsShown(
      lines.map((line) => ({ id: line.id, productId: line.productId, qty: line.qty, unitPriceCents: unitPriceCentsOf(line) })),
      result,
      input.cart_items,
      input.pricing,
    ),
    itemCount: lines.length,
    ships,
    hasAddress: addressId !== null,
    paymentType: 'paypal',
    offered: offeredPaymentTypes({ accountTypeId: buyer.account_type_id, totalCents: result.totalCents, itemCount: lines.length, walletAvailable: true }),
    hasCard: false,
    hasWalletOrder: true,
    termsAccepted: input.terms_accepted === true,
    licenseAccepted: input.license_accepted === true,
  });
  if (problem) throw new HttpError(problem === CHECKOUT_MESSAGES.cartChanged ? 409 : 422, problem);

  const address = addressId ? await deps.db.address.findFirst({ where: { id: addressId, userId: buyer.id } }) : null;
  // Storefront §7: no shipping on the wallet order for parents; schools ship to the address chosen here.
  const shipTo: WalletShippingAddress | null =
    buyer.role === 'schools' && address
      ? { fullName: address.receiverName, street: address.street, city: address.city, state: address.state, zipCode: address.zipCode, countryCode: address.country }
      : null;

  try {
    return await wallet.createWalletOrder({
      requestId: placementKeyOf(buyer.id, { ...input, payment_type: 'paypal', paypal_order_id: null, paypal_payer_id: null }).replace(/^place_/, 'wallet_'),
      customId: walletCustomIdOf(buyer.id),
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
  } catch (error) {
    deps.logger.error({ err: error }, 'wallet order could not be created');
    throw new HttpError(502, CHECKOUT_MESSAGES.walletCreateFailed);
  }
}
