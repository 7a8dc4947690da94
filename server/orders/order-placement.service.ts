import { assertEmailVerified } from '#server/accounts/email-verification.service.js';
import { createHash } from 'node:crypto';
import type { Order, Payment, PrismaClient, SavedCard } from '#server/db/generated/prisma/client.js';
import { Prisma } from '#server/db/generated/prisma/client.js';
import type { CurrentUser } from '#server/accounts/current-user.js';
import { ACCOUNT_TYPE, visitorTypeForRole } from '#server/shared/account-types.js';
import { cartRefusalFor, unitPriceCentsOf, type CartLine } from '#server/cart/cart.service.js';
import {
  CHECKOUT_MESSAGES,
  findPlacementProblem,
  offeredPaymentTypes,
  shipsTo,
  type PaymentTypeName,
} from '#server/checkout/checkout.rules.js';
import type { TCompleteOrderInput } from '#server/checkout/checkout.schemas.js';
import { HttpError, notFound } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import type { CollectOutcome, PaymentGateway, PaymentSource, WalletOrder } from '#server/payments/payment-gateway.types.js';
import type { PaymentGateways } from '#server/payments/payment-gateways.service.js';
import { priceCart, redeemPromoCode, toPricingLines, type CartPricing, type PricingBuyer } from '#server/pricing/pricing.service.js';
import { route } from '#server/route-table.js';
import { sendOrderConfirmation } from './order-confirmation.mail.js';
import { isCartAsShown, placementKeyOf, walletCustomIdOf } from './order-placement.checks.js';
import { completePaidOrder, emptyOrderedCartItems, fulfilPaidOrder, withdrawUnpaidOrder } from './order-placement.fulfilment.js';
import { ORDER_STATUS } from './order-statuses.js';
import { orderNumberOf } from './order-number.rules.js';

// Order placement (DESIGN "Order placement", STYLE "Checkout as a named sequence of small steps"), read top to
// bottom in placeOrder: find a placement already made for this cart state; otherwise, with the cart row locked,
// re-price, repeat the page's checks in the spec's order, and write the order with its snapshotted lines and promo
// use; collect the money with an idempotency key; mark it paid (licences, cart emptied) or withdraw it; e-mail.
// docs/decisions/040-checkout-and-order-placement.md explains why a double click, a retry or 20 parallel requests
// for one cart make one order and one charge.

export interface PlacementDeps {
  db: PrismaClient;
  gateways: PaymentGateways;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

export type PlacementAnswer =
  | { status: 200; body: { success: true; message: string; redirect: string; order_id: number } }
  | {
      status: 202;
      body: { success: false; requires_action: true; client_secret: string; payment_intent_id: string; message: string };
    };

export const CONFIRM_WITH_BANK = 'Please confirm this payment with your bank to finish your order.';

/** A request collecting a payment holds it this long; after that another request may take over. */
const COLLECT_LEASE_MS = 90_000;
/** How long a duplicate request waits for the one that is collecting before it gives up. */
const WAIT_LIMIT_MS = 30_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pricingBuyerOf(buyer: CurrentUser): PricingBuyer {
  return { userId: buyer.id, accountTypeId: buyer.account_type_id, visitorType: visitorTypeForRole(buyer.role) };
}

/** School orders belong to the school's main account (its licences too); anyone else owns what they buy. */
export function ownerOf(buyer: CurrentUser): number {
  return buyer.account_type_id === ACCOUNT_TYPE.schools ? (buyer.parent_id ?? buyer.id) : buyer.id;
}

/** Administrators, preview and trainer accounts cannot buy (storefront §6). */
export function refuseNonBuyers(buyer: CurrentUser): void {
  const refusal = cartRefusalFor(buyer.role);
  if (refusal) throw new HttpError(403, refusal);
}

function placedAnswer(order: Pick<Order, 'id' | 'paymentType'>): PlacementAnswer {
  return {
    status: 200,
    body: {
      success: true,
      message: order.paymentType === 'check' ? CHECKOUT_MESSAGES.quoteRequested : CHECKOUT_MESSAGES.orderPlaced,
      redirect: route('order.confirmation', { id: order.id }),
      order_id: order.id,
    },
  };
}

function actionAnswer(outcome: Extract<CollectOutcome, { status: 'requires_action' }>): PlacementAnswer {
  return {
    status: 202,
    body: { success: false, requires_action: true, client_secret: outcome.clientSecret, payment_intent_id: outcome.reference, message: CONFIRM_WITH_BANK },
  };
}

const cartLinesAsShown = (lines: CartLine[]) =>
  lines.map((line) => ({ id: line.id, productId: line.productId, qty: line.qty, unitPriceCents: unitPriceCentsOf(line) }));

function isCardExpired(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  return Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now.getTime();
}

function gatewayFor(gateways: PaymentGateways, provider: string | null): PaymentGateway {
  const gateway = provider === 'stripe' ? gateways.stripe : provider === 'paypal' ? gateways.paypal : provider === 'test' ? gateways.test : null;
  // A payment started under another configuration (e.g. the gateway was switched) cannot be finished here.
  if (!gateway) throw new HttpError(409, CHECKOUT_MESSAGES.placeFailed);
  return gateway;
}

// ---------------------------------------------------------------------------------------------------------------
// The sequence
// ---------------------------------------------------------------------------------------------------------------

export async function placeOrder(deps: PlacementDeps, buyer: CurrentUser, input: TCompleteOrderInput): Promise<PlacementAnswer> {
  refuseNonBuyers(buyer);
  // Unverified accounts may browse and fill a cart but not order (docs/decisions/030).
  await assertEmailVerified(deps.db, buyer.id);
  const key = placementKeyOf(buyer.id, input);
  if (await deps.db.order.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) {
    return resumePlacement(deps, buyer, key);
  }
  const walletOrder = await findChosenWalletOrder(deps, input);
  const created = await createOrderFromCart(deps, buyer, input, key, walletOrder);
  if (created.kind === 'existing') return resumePlacement(deps, buyer, key);
  if (!created.payment) {
    await sendOrderConfirmation(deps, created.order);
    return placedAnswer(created.order);
  }
  return collectPayment(deps, buyer, created.order, created.payment, created.source!);
}

/** The wallet order the buyer approved, read from the provider before the transaction (never inside it). */
async function findChosenWalletOrder(deps: PlacementDeps, input: TCompleteOrderInput): Promise<WalletOrder | null> {
  if (input.payment_type !== 'paypal' || !input.paypal_order_id || !deps.gateways.wallet) return null;
  try {
    return await deps.gateways.wallet.findWalletOrder(input.paypal_order_id);
  } catch (error) {
    deps.logger.error({ err: error }, 'wallet order could not be read');
    throw new HttpError(502, CHECKOUT_MESSAGES.placeFailed);
  }
}

function checkWalletOrder(walletOrder: WalletOrder | null, buyerId: number, totalCents: number): void {
  if (!walletOrder || walletOrder.customId !== walletCustomIdOf(buyerId)) throw new HttpError(422, CHECKOUT_MESSAGES.noPaypalOrder);
  if (walletOrder.status !== 'APPROVED') {
    throw new HttpError(422, walletOrder.status === 'COMPLETED' ? CHECKOUT_MESSAGES.paypalFailed : CHECKOUT_MESSAGES.noPaypalOrder);
  }
  // Approved for another amount: the cart changed after the wallet order was made.
  if (walletOrder.currency !== 'USD' || walletOrder.amountCents !== totalCents) throw new HttpError(409, CHECKOUT_MESSAGES.cartChanged);
}

async function checkRenewals(tx: Prisma.TransactionClient, lines: CartLine[], ownerUserId: number): Promise<void> {
  const renewed = lines.filter((line) => line.kind === 'renewal').map((line) => line.renewsLicenceId);
  if (!renewed.length) return;
  if (renewed.some((id) => id === null)) throw new HttpError(422, CHECKOUT_MESSAGES.renewalNotAllowed);
  const owned = await tx.licence.count({ where: { id: { in: renewed as number[] }, userId: ownerUserId } });
  if (owned !== renewed.length) throw new HttpError(422, CHECKOUT_MESSAGES.renewalNotAllowed);
}

function fingerprintOf(priced: CartPricing): string {
  const material = priced.lines.map((line) => `${line.productId}:${line.kind}:${line.renewsLicenceId ?? ''}x${line.qty}@${unitPriceCentsOf(line)}`);
  return createHash('sha256').update(`${material.join(',')}=${priced.result.totalCents}`).digest('hex');
}

type Created =
  | { kind: 'existing' }
  | { kind: 'created'; order: Order; payment: Payment | null; source: PaymentSource | null };

/**
 * Step 1, one transaction: lock the buyer's cart row (parallel placements of one cart queue here), look again for
 * this placement, re-price from the database, run the §5 checks in order, then write the order, its lines and its
 * promo use. A free order is paid and a quote request placed right here; anything else waits for its payment.
 */
async function createOrderFromCart(
  deps: PlacementDeps,
  buyer: CurrentUser,
  input: TCompleteOrderInput,
  key: string,
  walletOrder: WalletOrder | null,
): Promise<Created> {
  const { db, gateways } = deps;
  const ships = shipsTo(buyer.account_type_id);
  const addressId = ships ? (input.shipping_address?.id ?? null) : null;
  const ownerUserId = ownerOf(buyer);

  try {
    return await db.$transaction(
      async (tx): Promise<Created> => {
        const cart = await tx.cart.findUnique({ where: { userId: buyer.id }, select: { id: true } });
        if (cart) await tx.$queryRaw`SELECT id FROM carts WHERE id = ${cart.id} FOR UPDATE`;
        if (await tx.order.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) return { kind: 'existing' };

        const priced = await priceCart(tx, {
          owner: { userId: buyer.id, cartSessionId: null },
          buyer: pricingBuyerOf(buyer),
          shippingAddress: addressId ? { id: addressId } : null,
        });
        const { result, lines } = priced;
        // A total of 0 is a free order, whatever the page last chose (storefront §4 "Payment type").
        const paymentType = (lines.length > 0 && result.totalCents === 0 ? 'discounted' : input.payment_type) as PaymentTypeName;
        const problem = findPlacementProblem({
          cartChanged: !isCartAsShown(cartLinesAsShown(lines), result, input.cart_items, input.pricing),
          itemCount: lines.length,
          ships,
          hasAddress: addressId !== null,
          paymentType,
          offered: offeredPaymentTypes({
            accountTypeId: buyer.account_type_id,
            totalCents: result.totalCents,
            itemCount: lines.length,
            walletAvailable: gateways.wallet !== null,
          }),
          hasCard: input.payment_method_id != null,
          hasWalletOrder: Boolean(input.paypal_order_id),
          termsAccepted: input.terms_accepted === true,
          licenseAccepted: input.license_accepted === true,
        });
        if (problem) throw new HttpError(problem === CHECKOUT_MESSAGES.cartChanged ? 409 : 422, problem);

        const now = new Date();
        const address = addressId ? await tx.address.findFirst({ where: { id: addressId, userId: buyer.id } }) : null;
        if (addressId && !address) throw notFound(CHECKOUT_MESSAGES.addressNotFound);
        let card: SavedCard | null = null;
        if (paymentType === 'credit_card') {
          card = await tx.savedCard.findFirst({ where: { id: input.payment_method_id!, userId: buyer.id } });
          if (!card) throw notFound(CHECKOUT_MESSAGES.cardNotFound);
          if (card.provider !== gateways.card.provider) throw new HttpError(422, CHECKOUT_MESSAGES.cardUnavailable);
          if (isCardExpired(card, now)) throw new HttpError(422, CHECKOUT_MESSAGES.cardExpired);
        }
        if (paymentType === 'paypal') checkWalletOrder(walletOrder, buyer.id, result.totalCents);
        await checkRenewals(tx, lines, ownerUserId);

        const user = await tx.user.findUniqueOrThrow({
          where: { id: buyer.id },
          select: { firstName: true, lastName: true, email: true, phone: true, stripeCustomerId: true },
        });
        const [shippingFirstName = null, ...shippingLastNames] = address ? address.receiverName.trim().split(/\s+/) : [];
        const statusId =
          paymentType === 'discounted' ? ORDER_STATUS.paid : paymentType === 'check' ? ORDER_STATUS.poGenerated : ORDER_STATUS.pendingPayment;
        const provider = paymentType === 'credit_card' ? gateways.card.provider : paymentType === 'paypal' ? gateways.wallet!.provider : null;
        const promo = result.promo?.applied && result.discountCents > 0 ? result.promo : null;
        // Lock the promo code before the order row references it: inserting that reference share-locks the code,
        // and two orders share-locking it and then both asking redeemPromoCode for its update lock would deadlock.
        if (promo) await tx.$queryRaw`SELECT id FROM promo_codes WHERE id = ${promo.promoCodeId} FOR UPDATE`;

        const order = await tx.order.create({
          data: {
            userId: buyer.id,
            ownerUserId,
            statusId,
            paymentType,
            paymentProvider: provider,
            firstName: user.firstName,
            lastName: user.lastName,
            customerEmail: user.email,
            customerPhone: user.phone,
            shippingAddressId: address?.id ?? null,
            shippingFirstName: address ? shippingFirstName : null,
            shippingLastName: address ? shippingLastNames.join(' ') : null,
            shippingStreet: address?.street ?? null,
            shippingCity: address?.city ?? null,
            shippingState: address?.state ?? null,
            shippingZipCode: address?.zipCode ?? null,
            shippingCountry: address?.country ?? null,
            shippingPhone: address?.phoneNumber ?? null,
            savedCardId: card?.id ?? null,
            cardBrand: card?.cardType ?? null,
            cardLastFour: card?.lastFour ?? null,
            subTotalCents: result.subtotalCents,
            totalDiscountCents: result.discountCents,
            totalTaxCents: result.taxCents,
            taxBreakdown: result.taxLines.map((line) => ({ name: line.name, type: line.type, rate: line.rate, amount_cents: line.amountCents })),
            shippingCents: result.shippingCents,
            totalCents: result.totalCents,
            promoCodeId: promo?.promoCodeId ?? null,
            promoCode: promo?.code ?? null,
            idempotencyKey: key,
            cartFingerprint: fingerprintOf(priced),
            termsAcceptedAt: now,
            licenseAcceptedAt: now,
          },
        });
        await tx.orderLine.createMany({
          data: lines.map((line, index) => {
            const pricedLine = result.lines[index];
            return {
              orderId: order.id,
              productId: line.productId,
              kind: line.kind,
              renewsLicenceId: line.renewsLicenceId,
              title: line.product.title,
              subtitle: line.product.subtitle,
              image: line.product.image,
              sku: line.product.sku,
              unitPriceCents: pricedLine.unitPriceCents,
              qty: line.qty,
              lineSubtotalCents: pricedLine.subtotalCents,
              discountCents: pricedLine.discountCents,
              taxCents: pricedLine.taxCents,
              lineTotalCents: pricedLine.totalCents,
              isLicensed: line.product.isLicensed,
              isHardCopy: line.kind === 'purchase' && line.product.isHardCopy,
              licenceMonths: line.product.isLicensed ? line.product.licenceMonths : null,
            };
          }),
        });
        if (promo) {
          // The code's dates and limits again, with its row locked: two orders cannot both take its last use.
          const redeemed = await redeemPromoCode(tx, {
            promoCodeId: promo.promoCodeId,
            userId: buyer.id,
            orderId: order.id,
            discountCents: result.discountCents,
            lines: toPricingLines(lines),
            now,
          });
          if (!redeemed.ok) throw new HttpError(422, redeemed.message);
        }

        if (statusId === ORDER_STATUS.paid) {
          await completePaidOrder(tx, order.id, now);
          return { kind: 'created', order, payment: null, source: null };
        }
        if (statusId === ORDER_STATUS.poGenerated) {
          await emptyOrderedCartItems(tx, order, lines.map((line) => line.productId));
          return { kind: 'created', order, payment: null, source: null };
        }

        const attempts = await tx.payment.count({ where: { idempotencyKey: { startsWith: `${key}:` } } });
        const payment = await tx.payment.create({
          data: {
            orderId: order.id,
            userId: buyer.id,
            provider: provider!,
            // A wallet payment is known by its wallet order until the capture gives it its own id.
            providerReference: paymentType === 'paypal' ? walletOrder!.id : null,
            kind: paymentType === 'paypal' ? 'capture' : 'charge',
            amountCents: result.totalCents,
            status: 'pending',
            rawStatus: 'collecting',
            idempotencyKey: `${key}:${attempts + 1}`,
          },
        });
        const source: PaymentSource =
          paymentType === 'paypal'
            ? { type: 'wallet', walletOrderId: walletOrder!.id }
            : { type: 'card', paymentMethodId: card!.providerPaymentMethodId, customerId: card!.provider === 'stripe' ? user.stripeCustomerId : null };
        return { kind: 'created', order, payment, source };
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
  } catch (error) {
    // Another request wrote this placement (or used this wallet order) between our look and our write.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return { kind: 'existing' };
    throw error;
  }
}

/** Step 2: the money, with the payment's idempotency key (a retry replays the provider's first answer). */
async function collectPayment(
  deps: PlacementDeps,
  buyer: CurrentUser,
  order: Order,
  payment: Payment,
  source: PaymentSource,
): Promise<PlacementAnswer> {
  const gateway = gatewayFor(deps.gateways, payment.provider);
  let outcome: CollectOutcome;
  try {
    outcome = await gateway.collect({
      amountCents: payment.amountCents,
      currency: 'USD',
      idempotencyKey: payment.idempotencyKey,
      description: `Play It Safe order #${orderNumberOf(order.id)}`,
      metadata: { order_id: String(order.id), payment_key: payment.idempotencyKey, user_id: String(buyer.id) },
      source,
    });
  } catch (error) {
    // The outcome is unknown: the next attempt (a retry or the provider's webhook) finds out with the same key.
    deps.logger.error({ err: error, orderId: order.id }, 'payment collection got no answer');
    await deps.db.payment.update({ where: { id: payment.id }, data: { rawStatus: 'interrupted' } });
    throw new HttpError(502, CHECKOUT_MESSAGES.placeFailed);
  }
  return settleOutcome(deps, order, payment, outcome);
}

/** Step 3: paid (licences, cart emptied, e-mail), waiting for the buyer's bank, or refused (order withdrawn). */
async function settleOutcome(deps: PlacementDeps, order: Order, payment: Payment, outcome: CollectOutcome): Promise<PlacementAnswer> {
  const { db } = deps;
  switch (outcome.status) {
    case 'succeeded': {
      const settled = { paymentId: payment.id, reference: outcome.reference, rawStatus: outcome.rawStatus };
      const moved = await db.$transaction((tx) => fulfilPaidOrder(tx, order.id, settled), { timeout: 30_000, maxWait: 30_000 });
      if (moved) await sendOrderConfirmation(deps, order);
      return placedAnswer(order);
    }
    case 'processing':
      // Accepted but not final: the webhook finishes the order; the confirmation page shows it as pending.
      await db.payment.update({ where: { id: payment.id }, data: { providerReference: outcome.reference, rawStatus: outcome.rawStatus } });
      return placedAnswer(order);
    case 'requires_action':
      await db.payment.update({
        where: { id: payment.id },
        data: { status: 'requires_action', providerReference: outcome.reference, rawStatus: outcome.rawStatus },
      });
      return actionAnswer(outcome);
    case 'failed': {
      const failed = { paymentId: payment.id, reference: outcome.reference, rawStatus: outcome.rawStatus, message: outcome.message };
      await db.$transaction((tx) => withdrawUnpaidOrder(tx, order.id, failed), { timeout: 30_000, maxWait: 30_000 });
      throw new HttpError(402, outcome.message);
    }
    case 'not_charged':
      return placedAnswer(order);
  }
}

/** The card or wallet order a pending payment was collecting from, to take it over after an interruption. */
async function sourceOfPendingPayment(db: PrismaClient, order: Order, payment: Payment): Promise<PaymentSource | null> {
  if (payment.kind === 'capture') return payment.providerReference ? { type: 'wallet', walletOrderId: payment.providerReference } : null;
  const card = order.savedCardId ? await db.savedCard.findUnique({ where: { id: order.savedCardId }, include: { user: { select: { stripeCustomerId: true } } } }) : null;
  if (!card) return null;
  return { type: 'card', paymentMethodId: card.providerPaymentMethodId, customerId: card.provider === 'stripe' ? card.user.stripeCustomerId : null };
}

/**
 * This placement was made before (a double click, a retry, the return from 3-D Secure, a parallel request): answer
 * for it, finishing it if it is half done. A request still collecting is waited for, never duplicated.
 */
async function resumePlacement(deps: PlacementDeps, buyer: CurrentUser, key: string): Promise<PlacementAnswer> {
  const { db } = deps;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const order = await db.order.findUnique({ where: { idempotencyKey: key }, include: { payments: { orderBy: { id: 'desc' }, take: 1 } } });
    if (!order) {
      // Withdrawn: its payment was refused. Say why.
      const failed = await db.payment.findFirst({ where: { idempotencyKey: { startsWith: `${key}:` }, status: 'failed' }, orderBy: { id: 'desc' } });
      throw new HttpError(402, failed?.failureMessage ?? CHECKOUT_MESSAGES.placeFailed);
    }
    if (order.userId !== buyer.id) throw notFound();
    if (order.statusId !== ORDER_STATUS.pendingPayment) {
      const ended: number[] = [ORDER_STATUS.paymentFailed, ORDER_STATUS.cancelled, ORDER_STATUS.refunded];
      if (ended.includes(order.statusId)) throw new HttpError(409, CHECKOUT_MESSAGES.placeFailed);
      return placedAnswer(order);
    }
    const payment = order.payments[0];
    if (!payment) throw new HttpError(409, CHECKOUT_MESSAGES.placeFailed);

    if (payment.status === 'succeeded') {
      return settleOutcome(deps, order, payment, { status: 'succeeded', reference: payment.providerReference ?? '', rawStatus: payment.rawStatus ?? 'succeeded' });
    }
    // 'collecting' and 'interrupted' are ours; any other word on a pending payment is the provider's "processing".
    const ours = payment.rawStatus === 'collecting' || payment.rawStatus === 'interrupted';
    const waitingForProvider = payment.status === 'requires_action' || (payment.status === 'pending' && !ours);
    if (waitingForProvider && payment.providerReference) {
      let outcome: CollectOutcome;
      try {
        outcome = await gatewayFor(deps.gateways, payment.provider).findCollection(payment.providerReference);
      } catch (error) {
        deps.logger.error({ err: error, orderId: order.id }, 'payment status could not be read');
        throw new HttpError(502, CHECKOUT_MESSAGES.placeFailed);
      }
      if (outcome.status === 'requires_action') return actionAnswer(outcome);
      if (outcome.status === 'processing') return placedAnswer(order);
      return settleOutcome(deps, order, payment, outcome);
    }
    if (payment.status !== 'pending') throw new HttpError(409, CHECKOUT_MESSAGES.placeFailed);

    const collecting = payment.rawStatus === 'collecting' && payment.updatedAt.getTime() > Date.now() - COLLECT_LEASE_MS;
    if (collecting) {
      if (Date.now() > deadline) throw new HttpError(503, CHECKOUT_MESSAGES.paymentInProgress);
      await sleep(POLL_MS);
      continue;
    }
    // Interrupted, or its request died: take it over (one taker wins the conditional update) and collect again
    // with the same idempotency key, so the provider answers what it did the first time.
    const claimed = await db.payment.updateMany({
      where: { id: payment.id, status: 'pending', updatedAt: payment.updatedAt },
      data: { rawStatus: 'collecting' },
    });
    if (claimed.count === 0) {
      await sleep(POLL_MS);
      continue;
    }
    const source = await sourceOfPendingPayment(db, order, payment);
    if (!source) {
      const failed = { paymentId: payment.id, reference: null, rawStatus: null, message: CHECKOUT_MESSAGES.cardUnavailable };
      await db.$transaction((tx) => withdrawUnpaidOrder(tx, order.id, failed));
      throw new HttpError(422, CHECKOUT_MESSAGES.cardUnavailable);
    }
    return collectPayment(deps, buyer, order, payment, source);
  }
}
