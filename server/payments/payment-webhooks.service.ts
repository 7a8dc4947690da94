import type Stripe from 'stripe';
import type { Payment, PrismaClient } from '#server/db/generated/prisma/client.js';
import { Prisma } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import {
  markOrderPaid,
  markPaymentFailed,
  recordOrderDispute,
  sendOrderConfirmationEmail,
} from '#server/orders/order-payments.service.js';
import { findRefundRow, recordOutsideRefund, settleReportedRefund } from '#server/orders/order-refunds.service.js';
import { ORDER_STATUS } from '#server/orders/orders.rules.js';
import { amountStringToCents } from '#server/shared/money.js';
import { PAYMENT_MESSAGES } from './payment-messages.rules.js';
import { refundOutcomeOf } from './stripe-gateway.js';

// What the providers tell us afterwards (DESIGN "Payments": webhooks verify signatures and ignore repeats): a
// payment that succeeded after its request died still completes its order; a refund or a dispute marks the order
// and suspends its licences. Each event is recorded in processed_webhook_events in the same transaction as its
// effects, so a repeat does nothing and a crash half-way lets the provider deliver it again.

export interface WebhookDeps {
  db: PrismaClient;
  logger: Logger;
  mailer: Mailer;
  appUrl: string;
}

export type WebhookResult = 'processed' | 'duplicate';

type Tx = Prisma.TransactionClient;
type AfterCommit = (() => Promise<void>) | void;

class RepeatedEvent extends Error {}

async function handleOnce(
  deps: WebhookDeps,
  event: { provider: string; id: string; type: string },
  effects: (tx: Tx) => Promise<AfterCommit>,
): Promise<WebhookResult> {
  if (await deps.db.processedWebhookEvent.findUnique({ where: { provider_eventId: { provider: event.provider, eventId: event.id } } })) {
    return 'duplicate';
  }
  try {
    const after = await deps.db.$transaction(
      async (tx) => {
        try {
          await tx.processedWebhookEvent.create({ data: { provider: event.provider, eventId: event.id, type: event.type.slice(0, 120) } });
        } catch (error) {
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new RepeatedEvent();
          throw error;
        }
        return effects(tx);
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
    if (after) await after();
    return 'processed';
  } catch (error) {
    if (error instanceof RepeatedEvent) return 'duplicate';
    throw error;
  }
}

/** The effects of "the money arrived" for one of our payments. */
async function settleSucceeded(deps: WebhookDeps, tx: Tx, payment: Payment | null, reference: string, rawStatus: string): Promise<AfterCommit> {
  if (!payment?.orderId) {
    if (payment) deps.logger.error({ paymentId: payment.id, reference }, 'money arrived for a withdrawn order: refund it at the provider');
    else deps.logger.warn({ reference }, 'webhook for a payment this shop does not know');
    return;
  }
  const orderId = payment.orderId;
  const moved = await markOrderPaid(tx, orderId, { paymentId: payment.id, reference, rawStatus });
  if (!moved) {
    // Staff cancelled the order or withdrew this payment (072) before the provider finished it.
    const ended = await tx.order.findUnique({ where: { id: orderId }, select: { statusId: true } });
    if (ended && (ended.statusId === ORDER_STATUS.cancelled || ended.statusId === ORDER_STATUS.paymentFailed)) {
      deps.logger.error({ paymentId: payment.id, orderId, reference }, 'money arrived for a cancelled or withdrawn order: refund it at the provider');
    }
    return;
  }
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, userId: true } });
  return async () => {
    await sendOrderConfirmationEmail(deps, order);
  };
}

async function settleFailed(tx: Tx, payment: Payment | null, reference: string | null, rawStatus: string, message: string): Promise<AfterCommit> {
  if (!payment?.orderId || !['pending', 'requires_action'].includes(payment.status)) return;
  await markPaymentFailed(tx, payment.orderId, { paymentId: payment.id, reference, rawStatus, message });
}

// ---------------------------------------------------------------------------------------------------------------
// Stripe
// ---------------------------------------------------------------------------------------------------------------

const stripeIdOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Our payment for a PaymentIntent: by its id, or (if the request died before storing it) by the key in its metadata. */
function findStripePayment(tx: Tx, intentId: string | null, paymentKey?: string): Promise<Payment | null> {
  const or: Prisma.PaymentWhereInput[] = [];
  if (intentId) or.push({ providerReference: intentId });
  if (paymentKey) or.push({ idempotencyKey: paymentKey });
  if (!or.length) return Promise.resolve(null);
  return tx.payment.findFirst({ where: { provider: 'stripe', kind: 'charge', OR: or }, orderBy: { id: 'desc' } });
}

export function handleStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookResult> {
  return handleOnce(deps, { provider: 'stripe', id: event.id, type: event.type }, async (tx) => {
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        return settleSucceeded(deps, tx, await findStripePayment(tx, intent.id, intent.metadata?.payment_key), intent.id, intent.status);
      }
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        const payment = await findStripePayment(tx, intent.id, intent.metadata?.payment_key);
        return settleFailed(tx, payment, intent.id, intent.status, intent.last_payment_error?.message ?? PAYMENT_MESSAGES.cardDeclined);
      }
      case 'charge.refunded': {
        // The running total: only money no refund row accounts for (a refund made in Stripe's dashboard) is added.
        const charge = event.data.object;
        const payment = await findStripePayment(tx, stripeIdOf(charge.payment_intent));
        if (payment) await recordOutsideRefund(tx, payment, { eventKey: event.id, totalRefundedCents: charge.amount_refunded, rawStatus: 'refunded' });
        return;
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated': {
        // One refund: ours (made by staff here) is settled once; another is counted by charge.refunded.
        const refund = event.data.object;
        const row = await findRefundRow(tx, 'stripe', refund.id, refund.metadata?.refund_key);
        if (row) await settleReportedRefund(tx, row, refundOutcomeOf(refund), deps.logger);
        return;
      }
      case 'charge.dispute.created':
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        const payment = await findStripePayment(tx, stripeIdOf(dispute.payment_intent));
        if (!payment) return;
        if (event.type === 'charge.dispute.created') await recordOrderDispute(tx, payment, 'opened');
        else if (dispute.status === 'won') await recordOrderDispute(tx, payment, 'won');
        else if (dispute.status === 'lost') await recordOrderDispute(tx, payment, 'lost');
        return;
      }
      default:
        return;
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// PayPal
// ---------------------------------------------------------------------------------------------------------------

interface PayPalLink {
  rel?: string;
  href?: string;
}

export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { value?: string; currency_code?: string };
    links?: PayPalLink[];
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
    disputed_transactions?: { seller_transaction_id?: string }[];
    dispute_outcome?: { outcome_code?: string };
  };
}

/** Our payment for a capture: by the capture id, or by the wallet order it captured (set until the capture id is known). */
function findPayPalPayment(tx: Tx, references: (string | null | undefined)[]): Promise<Payment | null> {
  const known = references.filter((value): value is string => typeof value === 'string' && value.length > 0);
  if (!known.length) return Promise.resolve(null);
  return tx.payment.findFirst({ where: { provider: 'paypal', kind: 'capture', providerReference: { in: known } }, orderBy: { id: 'desc' } });
}

const captureIdFromLinks = (links: PayPalLink[] | undefined) =>
  links?.find((link) => link.rel === 'up' && link.href?.includes('/captures/'))?.href?.split('/captures/')[1]?.split(/[/?]/)[0] ?? null;

export function handlePayPalEvent(deps: WebhookDeps, event: PayPalWebhookEvent): Promise<WebhookResult> {
  return handleOnce(deps, { provider: 'paypal', id: event.id, type: event.event_type }, async (tx) => {
    const resource = event.resource ?? {};
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const payment = await findPayPalPayment(tx, [resource.id, resource.supplementary_data?.related_ids?.order_id]);
        return settleSucceeded(deps, tx, payment, resource.id ?? '', resource.status ?? 'COMPLETED');
      }
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        const payment = await findPayPalPayment(tx, [resource.id, resource.supplementary_data?.related_ids?.order_id]);
        return settleFailed(tx, payment, resource.id ?? null, resource.status ?? 'DENIED', PAYMENT_MESSAGES.paypalFailed);
      }
      case 'PAYMENT.CAPTURE.REFUNDED': {
        // The resource is the refund: ours (by its id or the custom_id we gave it) is settled once; another is added.
        const row = await findRefundRow(tx, 'paypal', resource.id, resource.custom_id);
        if (row) {
          const status = resource.status === 'COMPLETED' ? 'succeeded' : 'pending';
          await settleReportedRefund(tx, row, { status, reference: resource.id ?? null, rawStatus: resource.status ?? 'COMPLETED' }, deps.logger);
          return;
        }
        const payment = await findPayPalPayment(tx, [captureIdFromLinks(resource.links), resource.supplementary_data?.related_ids?.capture_id]);
        const refundCents = amountStringToCents(resource.amount?.value);
        if (payment && Number.isFinite(refundCents)) {
          await recordOutsideRefund(tx, payment, { eventKey: event.id, reference: resource.id, refundCents, rawStatus: resource.status ?? 'COMPLETED' });
        }
        return;
      }
      case 'PAYMENT.CAPTURE.REVERSED': {
        const payment = await findPayPalPayment(tx, [resource.id]);
        if (payment) await recordOutsideRefund(tx, payment, { eventKey: event.id, refundCents: payment.amountCents, rawStatus: 'REVERSED' });
        return;
      }
      case 'CUSTOMER.DISPUTE.CREATED':
      case 'CUSTOMER.DISPUTE.RESOLVED': {
        const payment = await findPayPalPayment(tx, (resource.disputed_transactions ?? []).map((item) => item.seller_transaction_id));
        if (!payment) return;
        if (event.event_type === 'CUSTOMER.DISPUTE.CREATED') await recordOrderDispute(tx, payment, 'opened');
        else {
          const outcome = resource.dispute_outcome?.outcome_code;
          if (outcome === 'RESOLVED_SELLER_FAVOUR') await recordOrderDispute(tx, payment, 'won');
          else if (outcome === 'RESOLVED_BUYER_FAVOUR') await recordOrderDispute(tx, payment, 'lost');
        }
        return;
      }
      default:
        return;
    }
  });
}
