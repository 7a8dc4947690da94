import type { Order, Payment, PrismaClient, SavedCard } from '#server/db/generated/prisma/client.js';
import { Prisma } from '#server/db/generated/prisma/client.js';
import { EMAIL_NOT_VERIFIED } from '#server/accounts/email-verification.rules.js';
import type { Buyer } from '#server/accounts/viewer.rules.js';
import { cartRefusalFor, emptyOrderedCartLines, lockBuyerCart, unitPriceCentsOf, type CartLine } from '#server/cart/cart.service.js';
import { FIXED_QTY_ACCOUNT_TYPE_ID } from '#server/cart/cart-calls.rules.js';
import { CART_MESSAGES } from '#server/cart/cart.rules.js';
import { ownsLicences } from '#server/licensing/licence-grants.service.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { buildOrderSnapshot, ORDER_STATUS, orderNumberOf } from '#server/orders/orders.rules.js';
import {
  claimPendingPayment,
  completePaidOrder,
  findPlacement,
  findRefusalOfWithdrawnPlacement,
  markOrderPaid,
  markPaymentFailed,
  markPaymentInterrupted,
  markPaymentWaiting,
  sendOrderConfirmationEmail,
  startOrderPayment,
} from '#server/orders/order-payments.service.js';
import { createOrderFromSnapshot, orderExistsForPlacement } from '#server/orders/orders.service.js';
import type { CollectOutcome, PaymentGateway, PaymentSource, WalletOrder } from '#server/payments/payment-gateway.types.js';
import type { PaymentGateways } from '#server/payments/payment-gateways.service.js';
import { lockPromoCode, priceCart, redeemPromoCodeUse, toPricingLines, type CartPricing, type PricingBuyer } from '#server/pricing/pricing.service.js';
import { buyerPaysByCheck } from '#server/accounts/check-terms.service.js';
import { CHECKOUT_MESSAGES, findPlacementProblem, offeredPaymentTypes, type PaymentTypeName } from './checkout.rules.js';
import type { TCompleteOrderInput } from './checkout.schemas.js';
import { isCartAsShown, placementKeyOf, walletCustomIdOf } from './place-order.rules.js';

// Order placement (DESIGN "Order placement", STYLE "Checkout as a named sequence of small steps"), read top to
// bottom in placeOrder. Each step calls the module that owns what it touches:
//   1. find a placement already made for this cart state (orders)           -> resumePlacement
//   2. re-price and check, with the buyer's cart row locked (pricing, cart) -> repriceAndCheckCart
//   3. build the order snapshot (pure, orders)                              -> buildOrderSnapshot
//   4. write the order and its lines (orders)                               -> createOrderFromSnapshot
//   5. redeem the promo code use (pricing)                                  -> redeemPromoCodeUse
//   6. collect the payment with an idempotency key (payments' gateway)     -> collectPayment
//   7. fulfil: paid (orders -> licensing, cart) or withdrawn; e-mail        -> settleOutcome
// Steps 2-5 run in one transaction. docs/decisions/040-checkout-and-order-placement.md explains why a double click,
// a retry or 20 parallel requests for one cart make one order and one charge. Every answer, a refusal included, is
// returned as a PlacementResult (a refusal carries its reason and the spec's message); the controller turns it into
// HTTP. Inside, a refusal travels as a Refused error so that it rolls the transaction back; placeOrder catches it.

export interface PlacementDeps {
  db: PrismaClient;
  gateways: PaymentGateways;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/** Why a placement (or a wallet order) was refused. The message the buyer sees travels with it. */
export type RefusalReason =
  | 'not_a_buyer' // the role may not buy (storefront §6)
  | 'email_not_verified'
  | 'cart_changed' // the cart, its prices or the wallet order's amount differ from what the page showed
  | 'check_failed' // a storefront §5 check, in the spec's order
  | 'invalid_order_data'
  | 'wallet_not_configured'
  | 'wallet_order_invalid' // the wallet order is missing, someone else's, not approved or already captured
  | 'address_not_found'
  | 'card_not_found'
  | 'card_unavailable'
  | 'card_expired'
  | 'renewal_not_allowed'
  | 'school_program_for_parent' // a school's program reached a parent account's cart (from a guest cart; decision 097)
  | 'promo_invalid' // the promo code failed its second check, with its row locked
  | 'payment_refused' // the provider refused the money (now or on an earlier attempt)
  | 'placement_not_found' // the placement key belongs to another buyer
  | 'placement_ended' // the order was withdrawn, cancelled or refunded, or its payment cannot be finished here
  | 'provider_unreachable' // the provider gave no answer; the next attempt finds out with the same key
  | 'payment_in_progress'; // another request is still collecting this payment

export interface Refusal {
  kind: 'refused';
  reason: RefusalReason;
  message: string;
}

export type PlacementResult =
  | { kind: 'placed'; order: Pick<Order, 'id' | 'paymentType'> }
  | { kind: 'requires_action'; clientSecret: string; paymentIntentId: string }
  | Refusal;

export const refusal = (reason: RefusalReason, message: string): Refusal => ({ kind: 'refused', reason, message });

/** A refusal on its way out of the steps (and out of a transaction, which it rolls back) to placeOrder. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'Refused';
  }
}

function refuse(reason: RefusalReason, message: string): never {
  throw new Refused(refusal(reason, message));
}

/** A request collecting a payment holds it this long; after that another request may take over. */
const COLLECT_LEASE_MS = 90_000;
/** How long a duplicate request waits for the one that is collecting before it gives up. */
const WAIT_LIMIT_MS = 30_000;
const POLL_MS = 100;
const TX_OPTIONS = { timeout: 30_000, maxWait: 30_000 };

/** Another buyer's placement key: answered as the plain 404 a missing page gets. */
const PLACEMENT_NOT_FOUND = 'Not Found';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pricingBuyerOf(buyer: Buyer): PricingBuyer {
  return { userId: buyer.userId, accountTypeId: buyer.accountTypeId, visitorType: buyer.visitorType };
}

/**
 * Who may not order at all: administrators, preview and trainer accounts (storefront §6), and an account whose
 * e-mail is not verified yet (it may browse and fill a cart, docs/decisions/030). Checked before anything is
 * charged or created at a provider, so a PayPal buyer is refused before approving at PayPal. Whether the e-mail is
 * verified was read with the user at the start of this request (loadCurrentUser), so it costs no query here.
 */
export function ordererRefusalOf(buyer: Buyer): Refusal | null {
  const message = cartRefusalFor(buyer.role);
  if (message) return refusal('not_a_buyer', message);
  if (!buyer.emailVerified) return refusal('email_not_verified', EMAIL_NOT_VERIFIED);
  return null;
}

const placed = (order: Pick<Order, 'id' | 'paymentType'>): PlacementResult => ({ kind: 'placed', order });

function actionNeeded(outcome: Extract<CollectOutcome, { status: 'requires_action' }>): PlacementResult {
  return { kind: 'requires_action', clientSecret: outcome.clientSecret, paymentIntentId: outcome.reference };
}

function isCardExpired(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  return Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now.getTime();
}

function gatewayFor(gateways: PaymentGateways, provider: string | null): PaymentGateway {
  const gateway = provider === 'stripe' ? gateways.stripe : provider === 'paypal' ? gateways.paypal : provider === 'test' ? gateways.test : null;
  // A payment started under another configuration (e.g. the gateway was switched) cannot be finished here.
  return gateway ?? refuse('placement_ended', CHECKOUT_MESSAGES.placeFailed);
}

// ---------------------------------------------------------------------------------------------------------------
// The sequence
// ---------------------------------------------------------------------------------------------------------------

export async function placeOrder(deps: PlacementDeps, buyer: Buyer, input: TCompleteOrderInput): Promise<PlacementResult> {
  const refused = ordererRefusalOf(buyer);
  if (refused) return refused;
  try {
    return await runPlacement(deps, buyer, input);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

async function runPlacement(deps: PlacementDeps, buyer: Buyer, input: TCompleteOrderInput): Promise<PlacementResult> {
  const key = placementKeyOf(buyer.userId, input);
  if (await orderExistsForPlacement(deps.db, key)) return resumePlacement(deps, buyer, key);
  const walletOrder = await findChosenWalletOrder(deps, input);
  const created = await createOrderFromCart(deps, buyer, input, key, walletOrder);
  if (created.kind === 'existing') return resumePlacement(deps, buyer, key);
  if (!created.payment) {
    await sendOrderConfirmationEmail(deps, created.order);
    return placed(created.order);
  }
  return collectPayment(deps, buyer, created.order, created.payment, created.source!);
}

export interface CheckedCart {
  kind: 'checked';
  priced: CartPricing;
  ships: boolean;
  addressId: number | null;
  paymentType: PaymentTypeName;
}

/**
 * Re-price and check, the one function for order placement and the wallet checkout: price the buyer's cart from
 * the database and run the storefront §5 checks in the spec's order against what the page showed. A wallet order
 * is checked as a PayPal payment. Answers the first problem as a refusal ('cart_changed', else 'check_failed').
 */
export async function repriceAndCheckCart(
  db: PrismaClient | Prisma.TransactionClient,
  buyer: Buyer,
  input: TCompleteOrderInput,
  options: { walletAvailable: boolean; forWalletOrder?: boolean },
): Promise<CheckedCart | Refusal> {
  const givenAddressId = input.shipping_address?.id ?? null;
  const priced = await priceCart(db, {
    owner: { userId: buyer.userId, cartSessionId: null },
    buyer: pricingBuyerOf(buyer),
    shippingAddress: givenAddressId ? { id: givenAddressId } : null,
  });
  const { result, lines, ships } = priced;
  // A school's program is one licence per school (docs/decisions/097). Adding one is refused to a parent account; one
  // brought from a guest cart by signing in is refused here, before anything is charged.
  if (buyer.role === 'parent' && lines.some((line) => line.product.accountTypeId === FIXED_QTY_ACCOUNT_TYPE_ID)) {
    return refusal('school_program_for_parent', CART_MESSAGES.schoolsProgramForParent);
  }
  // An address is kept only when something ships (docs/decisions/095); a download-only order stores none.
  const addressId = ships ? givenAddressId : null;
  // A total of 0 is a free order, whatever the page last chose (storefront §4 "Payment type").
  const paymentType: PaymentTypeName = options.forWalletOrder
    ? 'paypal'
    : ((lines.length > 0 && result.totalCents === 0 ? 'discounted' : input.payment_type) as PaymentTypeName);
  const problem = findPlacementProblem({
    cartChanged: !isCartAsShown(cartLinesAsShown(lines), result, input.cart_items, input.pricing),
    itemCount: lines.length,
    ships,
    hasAddress: addressId !== null,
    paymentType,
    offered: offeredPaymentTypes({
      accountTypeId: buyer.accountTypeId,
      paysByCheck: await buyerPaysByCheck(db, buyer),
      totalCents: result.totalCents,
      itemCount: lines.length,
      walletAvailable: options.walletAvailable,
    }),
    hasCard: options.forWalletOrder ? false : input.payment_method_id != null,
    hasWalletOrder: options.forWalletOrder ? true : Boolean(input.paypal_order_id),
    termsAccepted: input.terms_accepted === true,
    licenseAccepted: input.license_accepted === true,
  });
  if (problem) return refusal(problem === CHECKOUT_MESSAGES.cartChanged ? 'cart_changed' : 'check_failed', problem);
  return { kind: 'checked', priced, ships, addressId, paymentType };
}

const cartLinesAsShown = (lines: CartLine[]) =>
  lines.map((line) => ({ id: line.id, productId: line.productId, qty: line.qty, unitPriceCents: unitPriceCentsOf(line) }));

/** The wallet order the buyer approved, read from the provider before the transaction (never inside it). */
async function findChosenWalletOrder(deps: PlacementDeps, input: TCompleteOrderInput): Promise<WalletOrder | null> {
  if (input.payment_type !== 'paypal' || !input.paypal_order_id || !deps.gateways.wallet) return null;
  try {
    return await deps.gateways.wallet.findWalletOrder(input.paypal_order_id);
  } catch (error) {
    deps.logger.error({ err: error }, 'wallet order could not be read');
    return refuse('provider_unreachable', CHECKOUT_MESSAGES.placeFailed);
  }
}

function checkWalletOrder(walletOrder: WalletOrder | null, buyerId: number, totalCents: number): void {
  if (!walletOrder || walletOrder.customId !== walletCustomIdOf(buyerId)) refuse('wallet_order_invalid', CHECKOUT_MESSAGES.noPaypalOrder);
  else if (walletOrder.status !== 'APPROVED') {
    refuse('wallet_order_invalid', walletOrder.status === 'COMPLETED' ? CHECKOUT_MESSAGES.paypalFailed : CHECKOUT_MESSAGES.noPaypalOrder);
  }
  // Approved for another amount: the cart changed after the wallet order was made.
  else if (walletOrder.currency !== 'USD' || walletOrder.amountCents !== totalCents) refuse('cart_changed', CHECKOUT_MESSAGES.cartChanged);
}

async function checkRenewals(tx: Prisma.TransactionClient, lines: CartLine[], ownerUserId: number): Promise<void> {
  const renewed = lines.filter((line) => line.kind === 'renewal').map((line) => line.renewsLicenceId);
  if (!renewed.length) return;
  if (renewed.some((id) => id === null)) refuse('renewal_not_allowed', CHECKOUT_MESSAGES.renewalNotAllowed);
  if (!(await ownsLicences(tx, renewed as number[], ownerUserId))) refuse('renewal_not_allowed', CHECKOUT_MESSAGES.renewalNotAllowed);
}

type Created =
  | { kind: 'existing' }
  | { kind: 'created'; order: Order; payment: Payment | null; source: PaymentSource | null };

/**
 * Steps 2-5, one transaction: lock the buyer's cart row (parallel placements of one cart queue here), look again
 * for this placement, re-price and check, then write the order, its lines and its promo use. A free order is paid
 * and a quote request placed right here; anything else gets its payment row and waits for the money.
 */
async function createOrderFromCart(
  deps: PlacementDeps,
  buyer: Buyer,
  input: TCompleteOrderInput,
  key: string,
  walletOrder: WalletOrder | null,
): Promise<Created> {
  const { db, gateways } = deps;
  try {
    return await db.$transaction(async (tx): Promise<Created> => {
      await lockBuyerCart(tx, buyer.userId);
      if (await orderExistsForPlacement(tx, key)) return { kind: 'existing' };

      // Step 2: re-price and check, then what only placement checks (the address, the card, the wallet order,
      // the renewed licences).
      const checked = await repriceAndCheckCart(tx, buyer, input, { walletAvailable: gateways.wallet !== null });
      if (checked.kind === 'refused') throw new Refused(checked);
      const { priced, addressId, paymentType } = checked;
      const { result, lines } = priced;
      const now = new Date();
      // Pricing read the given address (the buyer's own, by id); it is not read again.
      const given = priced.effectiveAddress.given;
      const address = addressId ? (given?.id === addressId ? given : await tx.address.findFirst({ where: { id: addressId, userId: buyer.userId } })) : null;
      if (addressId && !address) refuse('address_not_found', CHECKOUT_MESSAGES.addressNotFound);
      let card: SavedCard | null = null;
      if (paymentType === 'credit_card') {
        card = await tx.savedCard.findFirst({ where: { id: input.payment_method_id!, userId: buyer.userId } });
        if (!card) return refuse('card_not_found', CHECKOUT_MESSAGES.cardNotFound);
        if (card.provider !== gateways.card.provider) refuse('card_unavailable', CHECKOUT_MESSAGES.cardUnavailable);
        if (isCardExpired(card, now)) refuse('card_expired', CHECKOUT_MESSAGES.cardExpired);
      }
      if (paymentType === 'paypal') checkWalletOrder(walletOrder, buyer.userId, result.totalCents);
      await checkRenewals(tx, lines, buyer.accountId);

      // Step 3: the order snapshot.
      const user = await tx.user.findUniqueOrThrow({
        where: { id: buyer.userId },
        select: { firstName: true, lastName: true, email: true, phone: true, stripeCustomerId: true },
      });
      const statusId =
        paymentType === 'discounted' ? ORDER_STATUS.paid : paymentType === 'check' ? ORDER_STATUS.poGenerated : ORDER_STATUS.pendingPayment;
      const provider = paymentType === 'credit_card' ? gateways.card.provider : paymentType === 'paypal' ? gateways.wallet!.provider : null;
      const promo = result.promo?.applied && result.discountCents > 0 ? result.promo : null;
      const snapshot = buildOrderSnapshot({
        buyer: { userId: buyer.userId, ownerUserId: buyer.accountId, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
        statusId,
        paymentType,
        paymentProvider: provider,
        shippingAddress: address,
        card,
        totals: result,
        lines: lines.map((line, index) => ({ ...result.lines[index], product: line.product, kind: line.kind, renewsLicenceId: line.renewsLicenceId, qty: line.qty })),
        promo: promo ? { promoCodeId: promo.promoCodeId, code: promo.code } : null,
        idempotencyKey: key,
        acceptedAt: now,
      });

      // Step 4: the order and its lines. The promo code is locked first (see lockPromoCode).
      if (promo) await lockPromoCode(tx, promo.promoCodeId);
      const order = await createOrderFromSnapshot(tx, snapshot);

      // Step 5: the promo use; its dates and limits again, with its row locked, so two orders cannot both take its
      // last use.
      if (promo) {
        const redeemed = await redeemPromoCodeUse(tx, {
          promoCodeId: promo.promoCodeId,
          userId: buyer.userId,
          orderId: order.id,
          discountCents: result.discountCents,
          lines: toPricingLines(lines),
          now,
        });
        if (!redeemed.ok) refuse('promo_invalid', redeemed.message);
      }

      if (statusId === ORDER_STATUS.paid) {
        await completePaidOrder(tx, order.id, now);
        return { kind: 'created', order, payment: null, source: null };
      }
      if (statusId === ORDER_STATUS.poGenerated) {
        await emptyOrderedCartLines(tx, order, lines.map((line) => line.productId));
        return { kind: 'created', order, payment: null, source: null };
      }

      const payment = await startOrderPayment(tx, {
        orderId: order.id,
        userId: buyer.userId,
        provider: provider!,
        providerReference: paymentType === 'paypal' ? walletOrder!.id : null,
        kind: paymentType === 'paypal' ? 'capture' : 'charge',
        amountCents: result.totalCents,
        placementKey: key,
      });
      const source: PaymentSource =
        paymentType === 'paypal'
          ? { type: 'wallet', walletOrderId: walletOrder!.id }
          : { type: 'card', paymentMethodId: card!.providerPaymentMethodId, customerId: card!.provider === 'stripe' ? user.stripeCustomerId : null };
      return { kind: 'created', order, payment, source };
    }, TX_OPTIONS);
  } catch (error) {
    // Another request wrote this placement (or used this wallet order) between our look and our write.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return { kind: 'existing' };
    throw error;
  }
}

/** Step 6: the money, with the payment's idempotency key (a retry replays the provider's first answer). */
async function collectPayment(deps: PlacementDeps, buyer: Buyer, order: Order, payment: Payment, source: PaymentSource): Promise<PlacementResult> {
  const gateway = gatewayFor(deps.gateways, payment.provider);
  let outcome: CollectOutcome;
  try {
    outcome = await gateway.collect({
      amountCents: payment.amountCents,
      currency: 'USD',
      idempotencyKey: payment.idempotencyKey,
      description: `Play It Safe order #${orderNumberOf(order.id)}`,
      metadata: { order_id: String(order.id), payment_key: payment.idempotencyKey, user_id: String(buyer.userId) },
      source,
    });
  } catch (error) {
    // The outcome is unknown: the next attempt (a retry or the provider's webhook) finds out with the same key.
    deps.logger.error({ err: error, orderId: order.id }, 'payment collection got no answer');
    await markPaymentInterrupted(deps.db, payment.id);
    return refusal('provider_unreachable', CHECKOUT_MESSAGES.placeFailed);
  }
  return settleOutcome(deps, order, payment, outcome);
}

/** Step 7: paid (licences, cart emptied, e-mail), waiting for the buyer's bank, or refused (order withdrawn). */
async function settleOutcome(deps: PlacementDeps, order: Order, payment: Payment, outcome: CollectOutcome): Promise<PlacementResult> {
  const { db } = deps;
  switch (outcome.status) {
    case 'succeeded': {
      const settled = { paymentId: payment.id, reference: outcome.reference, rawStatus: outcome.rawStatus };
      const moved = await db.$transaction((tx) => markOrderPaid(tx, order.id, settled), TX_OPTIONS);
      if (moved) await sendOrderConfirmationEmail(deps, order);
      return placed(order);
    }
    case 'processing':
      // Accepted but not final: the webhook finishes the order; the confirmation page shows it as pending.
      await markPaymentWaiting(db, payment.id, { reference: outcome.reference, rawStatus: outcome.rawStatus, requiresAction: false });
      return placed(order);
    case 'requires_action':
      await markPaymentWaiting(db, payment.id, { reference: outcome.reference, rawStatus: outcome.rawStatus, requiresAction: true });
      return actionNeeded(outcome);
    case 'failed': {
      const failed = { paymentId: payment.id, reference: outcome.reference, rawStatus: outcome.rawStatus, message: outcome.message };
      await db.$transaction((tx) => markPaymentFailed(tx, order.id, failed), TX_OPTIONS);
      return refusal('payment_refused', outcome.message);
    }
    case 'not_charged':
      return placed(order);
  }
}

/** The card or wallet order a pending payment was collecting from, to take it over after an interruption. */
async function findSourceOfPendingPayment(db: PrismaClient, order: Pick<Order, 'savedCardId'>, payment: Payment): Promise<PaymentSource | null> {
  if (payment.kind === 'capture') return payment.providerReference ? { type: 'wallet', walletOrderId: payment.providerReference } : null;
  const card = order.savedCardId
    ? await db.savedCard.findUnique({ where: { id: order.savedCardId }, include: { user: { select: { stripeCustomerId: true } } } })
    : null;
  if (!card) return null;
  return { type: 'card', paymentMethodId: card.providerPaymentMethodId, customerId: card.provider === 'stripe' ? card.user.stripeCustomerId : null };
}

/**
 * Step 1: this placement was made before (a double click, a retry, the return from 3-D Secure, a parallel
 * request): answer for it, finishing it if it is half done. A request still collecting is waited for, never
 * duplicated.
 */
async function resumePlacement(deps: PlacementDeps, buyer: Buyer, key: string): Promise<PlacementResult> {
  const { db } = deps;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const order = await findPlacement(db, key);
    if (!order) {
      // Withdrawn: its payment was refused. Say why.
      return refusal('payment_refused', (await findRefusalOfWithdrawnPlacement(db, key)) ?? CHECKOUT_MESSAGES.placeFailed);
    }
    if (order.userId !== buyer.userId) return refusal('placement_not_found', PLACEMENT_NOT_FOUND);
    if (order.statusId !== ORDER_STATUS.pendingPayment) {
      const ended: number[] = [ORDER_STATUS.paymentFailed, ORDER_STATUS.cancelled, ORDER_STATUS.refunded];
      if (ended.includes(order.statusId)) return refusal('placement_ended', CHECKOUT_MESSAGES.placeFailed);
      return placed(order);
    }
    const payment = order.payments[0];
    if (!payment) return refusal('placement_ended', CHECKOUT_MESSAGES.placeFailed);

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
        return refusal('provider_unreachable', CHECKOUT_MESSAGES.placeFailed);
      }
      if (outcome.status === 'requires_action') return actionNeeded(outcome);
      if (outcome.status === 'processing') return placed(order);
      return settleOutcome(deps, order, payment, outcome);
    }
    if (payment.status !== 'pending') return refusal('placement_ended', CHECKOUT_MESSAGES.placeFailed);

    const collecting = payment.rawStatus === 'collecting' && payment.updatedAt.getTime() > Date.now() - COLLECT_LEASE_MS;
    if (collecting) {
      if (Date.now() > deadline) return refusal('payment_in_progress', CHECKOUT_MESSAGES.paymentInProgress);
      await sleep(POLL_MS);
      continue;
    }
    // Interrupted, or its request died: take it over (one taker wins) and collect again with the same idempotency
    // key, so the provider answers what it did the first time.
    if (!(await claimPendingPayment(db, payment))) {
      await sleep(POLL_MS);
      continue;
    }
    const source = await findSourceOfPendingPayment(db, order, payment);
    if (!source) {
      const failed = { paymentId: payment.id, reference: null, rawStatus: null, message: CHECKOUT_MESSAGES.cardUnavailable };
      await db.$transaction((tx) => markPaymentFailed(tx, order.id, failed));
      return refusal('card_unavailable', CHECKOUT_MESSAGES.cardUnavailable);
    }
    return collectPayment(deps, buyer, order, payment, source);
  }
}
