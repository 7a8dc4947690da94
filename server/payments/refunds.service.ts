import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { HttpError } from '#server/http/errors.js';
import type { Logger } from '#server/logger.js';
import { markRefundFailed, markRefundInterrupted, NOT_APPLIED_REFUND, type ReservedRefund } from '#server/orders/order-refunds.service.js';
import type { PaymentGateway, RefundOutcome } from './payment-gateway.types.js';
import type { PaymentGateways } from './payment-gateways.service.js';

// Step 2 of a staff refund (docs/decisions/073; steps 1 and 3 are server/orders/order-refunds.service.ts): the
// provider that took the money gives it back, asked with the refund row's key (Stripe Idempotency-Key,
// PayPal-Request-Id), so a repeated form replays the provider's first answer and never refunds twice. Never inside
// a transaction.

export function refundGatewayFor(gateways: PaymentGateways, provider: string): PaymentGateway | null {
  if (provider === 'stripe') return gateways.stripe;
  if (provider === 'paypal') return gateways.paypal;
  if (provider === 'test') return gateways.test;
  if (provider === 'check') return gateways.check;
  return null;
}

/** Step 2: the provider, with the row's key. Throws when its answer is unknown (the row stays pending). */
export async function requestProviderRefund(
  deps: { db: PrismaClient; gateways: PaymentGateways; logger: Logger },
  reserved: ReservedRefund,
): Promise<RefundOutcome> {
  const { refund } = reserved;
  if (refund.status === 'failed') return { status: 'failed', reference: refund.providerReference, rawStatus: refund.rawStatus, message: refund.failureMessage ?? 'The refund failed.' };
  // Already answered (a webhook settled it, or this is the same form again): no second call.
  if (!NOT_APPLIED_REFUND.includes(refund.rawStatus ?? '')) {
    return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', reference: refund.providerReference, rawStatus: refund.rawStatus ?? 'succeeded' };
  }
  const gateway = refundGatewayFor(deps.gateways, refund.provider);
  if (!gateway) {
    const message = `This order was paid through ${refund.provider}, which is not configured here. Refund it in the provider's dashboard.`;
    const outcome = { status: 'failed' as const, reference: null, rawStatus: 'provider_unavailable', message };
    await markRefundFailed(deps.db, refund.id, outcome);
    return outcome;
  }
  try {
    return await gateway.refund({
      paymentReference: reserved.paymentReference,
      amountCents: refund.amountCents,
      currency: 'USD',
      idempotencyKey: refund.idempotencyKey,
      refundKey: refund.idempotencyKey,
      metadata: { order_id: String(reserved.orderId) },
    });
  } catch (error) {
    deps.logger.error({ err: error, refundId: refund.id }, 'refund request got no answer');
    await markRefundInterrupted(deps.db, refund.id);
    throw new HttpError(502, 'The payment provider did not answer. Nothing was refunded twice: submit the same form again, or check the provider.');
  }
}

